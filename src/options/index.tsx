/** The options page: how popovers open, the hover delay, the theme, the popover's text size, and the sites switched off. */
import { render } from "preact";
import { useEffect, useState } from "preact/hooks";
import {
  loadSettings,
  type Settings,
  saveSettings,
  TEXT_SIZE_MAX,
  TEXT_SIZE_MIN,
  textSizeOf,
} from "../shared/settings.ts";

function OptionsApp() {
  const [settings, setSettings] = useState<Settings | undefined>(undefined);
  useEffect(() => {
    void loadSettings().then(setSettings);
  }, []);
  if (!settings) return null;
  const update = (patch: Partial<Settings>) => {
    const next = { ...settings, ...patch };
    setSettings(next);
    void saveSettings(next);
  };
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend>Open the popover</legend>
        <label>
          <input
            type="radio"
            name="openOn"
            checked={settings.openOn === "hover"}
            onChange={() => update({ openOn: "hover" })}
          />{" "}
          when the pointer rests on a reference (links keep working)
        </label>
        <br />
        <label>
          <input
            type="radio"
            name="openOn"
            checked={settings.openOn === "click"}
            onChange={() => update({ openOn: "click" })}
          />{" "}
          on click only (a click on a reference inside a link opens the popover, not the link)
        </label>
        <br />
        <label>
          Hover delay{" "}
          <input
            type="number"
            name="hoverDelayMs"
            min={0}
            max={5000}
            step={50}
            value={settings.hoverDelayMs}
            onChange={(e) => update({ hoverDelayMs: Number(e.currentTarget.value) })}
          />{" "}
          ms
        </label>
      </fieldset>
      <fieldset>
        <legend>Theme</legend>
        {(["auto", "light", "dark"] as const).map((theme) => (
          <label key={theme}>
            <input
              type="radio"
              name="theme"
              checked={settings.theme === theme}
              onChange={() => update({ theme })}
            />{" "}
            {theme === "auto" ? "follow the page" : theme}{" "}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Text size in the popover</legend>
        <label>
          <input
            type="range"
            name="textSize"
            min={TEXT_SIZE_MIN}
            max={TEXT_SIZE_MAX}
            step={1}
            value={textSizeOf(settings)}
            onChange={(e) => update({ textSize: Number(e.currentTarget.value) })}
          />{" "}
          {textSizeOf(settings)} px (the Arabic verse is half as large again)
        </label>
      </fieldset>
      <fieldset>
        <legend>Switched off on</legend>
        {settings.disabledSites.length === 0 ? (
          <p>No site.</p>
        ) : (
          <ul>
            {settings.disabledSites.map((site) => (
              <li key={site}>
                {site}{" "}
                <button
                  type="button"
                  onClick={() => update({ disabledSites: settings.disabledSites.filter((s) => s !== site) })}
                >
                  Switch back on
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
    </form>
  );
}

render(<OptionsApp />, document.getElementById("app")!);
