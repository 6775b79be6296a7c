/**
 * An on/off switch for the popup and the options page: a checkbox with role="switch", whose
 * visible label says the state it is in ("On for example.org", "Off for example.org") rather
 * than the action, so it reads right checked or not.
 */
import type { ComponentChildren } from "preact";

export interface SwitchProps {
  checked: boolean;
  /** Text, or a message whose values are isolated (isolated.tsx), such as the site's name. */
  label: ComponentChildren;
  /** A second line under the label, such as what the state means. */
  detail?: ComponentChildren;
  disabled?: boolean;
  name: string;
  onChange: (checked: boolean) => void;
}

export function Switch(props: SwitchProps) {
  return (
    <label class="switch">
      <input
        type="checkbox"
        role="switch"
        name={props.name}
        checked={props.checked}
        aria-checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />
      <span class="label">
        <strong>
          <bdi>{props.label}</bdi>
        </strong>
        {props.detail && <small>{props.detail}</small>}
      </span>
    </label>
  );
}
