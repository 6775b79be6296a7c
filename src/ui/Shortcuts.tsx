/**
 * The keyboard commands as the browser has them now, for the options page and the first-run page:
 * each command's name and shortcut ("not set" where the reader removed it), how to change them in
 * this browser, or, where the browser has no commands at all (Firefox for Android), what replaces
 * them. Pure: the caller reads the commands through platform.ts and passes them in.
 */
import type { MessageKey, Translate } from "../shared/i18n.ts";
import type { CommandName } from "../shared/messages.ts";

const COMMAND_LABELS: Record<CommandName, MessageKey> = {
  "next-reference": "commandNext",
  "previous-reference": "commandPrevious",
  "toggle-site": "commandToggleSite",
};

export interface ShortcutsProps {
  t: Translate;
  /** The manifest's commands with their shortcuts now ("" when none). */
  commands: readonly { name: string; shortcut: string }[];
  /** False where the browser has no keyboard commands for extensions. */
  hasCommands: boolean;
  /** Where to change them differs between the two (optionsShortcutsChrome, optionsShortcutsFirefox). */
  firefox: boolean;
}

export function Shortcuts({ t, commands, hasCommands, firefox }: ShortcutsProps) {
  return (
    <>
      {!hasCommands && <p data-part="no-commands">{t("optionsNoCommands")}</p>}
      <table>
        <tbody>
          {commands
            .filter((c): c is { name: CommandName; shortcut: string } => c.name in COMMAND_LABELS)
            .map((c) => (
              <tr key={c.name} data-command={c.name}>
                <td>{t(COMMAND_LABELS[c.name])}</td>
                <td>
                  {c.shortcut ? (
                    <kbd dir="ltr">{c.shortcut}</kbd>
                  ) : (
                    <span class="muted">{t("optionsNoShortcut")}</span>
                  )}
                </td>
              </tr>
            ))}
        </tbody>
      </table>
      {hasCommands && (
        <p class="muted">{firefox ? t("optionsShortcutsFirefox") : t("optionsShortcutsChrome")}</p>
      )}
    </>
  );
}
