/**
 * The options page: the global switch, how popovers open, appearance, what the popover shows, the
 * interface language, the sites where Badr Lens is off, the keyboard shortcuts as the browser has
 * them, and a reset. Every change is saved at once and reaches every open tab through
 * storage.onChanged; the page itself follows changes made elsewhere (the popup) the same way.
 */
import { type ComponentChildren, render } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import {
  directionOf,
  languageOf,
  type MessageKey,
  type Translate,
  translationLanguageOf,
  translator,
} from "../shared/i18n.ts";
import { INTERFACE_LANGUAGE_TABLE } from "../shared/languages.ts";
import { extensionPages, readerLanguages, uiLanguage } from "../shared/platform.ts";
import {
  DEFAULT_SETTINGS,
  followSettings,
  HOVER_DELAY_MAX_MS,
  type LanguageChoice,
  type Settings,
  saveSettings,
  TEXT_SIZE_MAX,
  TEXT_SIZE_MIN,
  type ThemeChoice,
  type TranslationChoice,
  textSizeOf,
  withSiteEnabled,
} from "../shared/settings.ts";
import { isolated } from "../ui/isolated.tsx";
import { PageHeading } from "../ui/PageHeading.tsx";
import { usePageDocument } from "../ui/page-document.ts";
import { Shortcuts } from "../ui/Shortcuts.tsx";
import { Switch } from "../ui/Switch.tsx";
import { useScriptFontReady } from "../ui/script-font.ts";
import { TRANSLATIONS, translationLanguageName } from "./translations.ts";

const THEMES: [ThemeChoice, MessageKey][] = [
  ["auto", "optionsThemeAuto"],
  ["light", "optionsThemeLight"],
  ["dark", "optionsThemeDark"],
];
/** "Automatic", then each interface language by its label (src/shared/languages.ts). */
const LANGUAGES: [LanguageChoice, MessageKey][] = [
  ["auto", "optionsLanguageAuto"],
  ...INTERFACE_LANGUAGE_TABLE.map(({ code, label }): [LanguageChoice, MessageKey] => [code, label]),
];

/**
 * A host name as the per-site switch stores it (the page's location.hostname), or undefined. A
 * pasted address keeps only its host (scheme, path, query and port go).
 */
function siteFromInput(input: string): string | undefined {
  const withoutScheme = input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "");
  const host = withoutScheme.split(/[/?#:]/)[0] ?? "";
  return /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$|^localhost$/u.test(host) ? host : undefined;
}

function OptionsApp() {
  const [settings, setSettings] = useState<Settings | undefined>(undefined);
  const [status, setStatus] = useState("");
  useEffect(() => {
    return followSettings((next) => setSettings(next)).stop;
  }, []);
  const language = languageOf(settings?.language ?? "auto", uiLanguage(), readerLanguages());
  const t = useMemo(() => translator(language), [language]);
  const theme = settings?.theme ?? "auto";
  // The theme chosen here applies to this page too (pages.css reads it), not only to popovers.
  usePageDocument(language, theme, t("optionsTitle"));
  // Arabic and Urdu are the interface languages in Arabic script: their words wait for the face.
  const fontReady = useScriptFontReady(directionOf(language) === "rtl");
  if (!settings || !fontReady) return null;
  const update = (patch: Partial<Settings>) => {
    const next = { ...settings, ...patch };
    setSettings(next);
    setStatus("");
    saveSettings(next).catch(() => setStatus(t("settingsNotSaved")));
  };
  return (
    <>
      <PageHeading title={t("optionsTitle")} intro={t("optionsIntro")} />

      <section aria-labelledby="general">
        <h2 id="general">{t("optionsGeneral")}</h2>
        <Switch
          name="enabled"
          checked={settings.enabled}
          label={t("optionsEnabled")}
          onChange={(enabled) => update({ enabled })}
        />
        <fieldset>
          <legend>{t("optionsSiteMode")}</legend>
          <Choice
            name="siteMode"
            value="all"
            checked={settings.siteMode === "all"}
            label={t("optionsSiteModeAll")}
            onPick={() => update({ siteMode: "all" })}
          />
          <Choice
            name="siteMode"
            value="allowed"
            checked={settings.siteMode === "allowed"}
            label={t("optionsSiteModeAllowed")}
            onPick={() => update({ siteMode: "allowed" })}
          />
        </fieldset>
      </section>

      <section aria-labelledby="opening">
        <h2 id="opening">{t("optionsOpening")}</h2>
        <fieldset>
          <Choice
            name="openOn"
            checked={settings.openOn === "hover"}
            label={t("optionsHover")}
            onPick={() => update({ openOn: "hover" })}
          />
          <Choice
            name="openOn"
            checked={settings.openOn === "click"}
            label={t("optionsClick")}
            onPick={() => update({ openOn: "click" })}
          />
        </fieldset>
        {settings.openOn === "hover" && (
          <label class="row">
            {t("optionsHoverDelay")}
            <input
              type="number"
              name="hoverDelayMs"
              min={0}
              max={HOVER_DELAY_MAX_MS}
              step={50}
              value={settings.hoverDelayMs}
              onChange={(e) => {
                const value = Number(e.currentTarget.value);
                if (Number.isFinite(value) && value >= 0 && value <= HOVER_DELAY_MAX_MS)
                  update({ hoverDelayMs: value });
              }}
            />
            {t("optionsMs")}
          </label>
        )}
      </section>

      <section aria-labelledby="appearance">
        <h2 id="appearance">{t("optionsAppearance")}</h2>
        <fieldset>
          <legend>{t("optionsTheme")}</legend>
          {THEMES.map(([theme, key]) => (
            <Choice
              key={theme}
              name="theme"
              value={theme}
              checked={settings.theme === theme}
              label={t(key)}
              onPick={() => update({ theme })}
            />
          ))}
        </fieldset>
        <label class="row">
          {t("optionsTextSize")}
          <input
            type="range"
            name="textSize"
            min={TEXT_SIZE_MIN}
            max={TEXT_SIZE_MAX}
            step={1}
            value={textSizeOf(settings)}
            onChange={(e) => update({ textSize: Number(e.currentTarget.value) })}
          />
          <output>{isolated(t, "optionsPx", textSizeOf(settings))}</output>
        </label>
      </section>

      <section aria-labelledby="content">
        <h2 id="content">{t("optionsContent")}</h2>
        <Checkbox
          name="showArabic"
          checked={settings.showArabic}
          label={t("optionsShowArabic")}
          onChange={(showArabic) => update({ showArabic })}
        />
        <Checkbox
          name="showTranslation"
          checked={settings.showTranslation}
          label={isolated(
            t,
            "optionsShowTranslation",
            translationLanguageName(translationLanguageOf(settings.translation, readerLanguages()), language),
          )}
          onChange={(showTranslation) => update({ showTranslation })}
        />
      </section>

      <section aria-labelledby="language">
        <h2 id="language">{t("optionsLanguage")}</h2>
        <select
          name="language"
          aria-labelledby="language"
          value={settings.language}
          onChange={(e) => update({ language: e.currentTarget.value as LanguageChoice })}
        >
          {LANGUAGES.map(([value, key]) => (
            <option key={value} value={value} lang={value === "auto" ? language : value}>
              {t(key)}
            </option>
          ))}
        </select>
      </section>

      <section aria-labelledby="translation">
        <h2 id="translation">{t("optionsTranslation")}</h2>
        <select
          name="translation"
          aria-labelledby="translation"
          value={settings.translation}
          onChange={(e) => update({ translation: e.currentTarget.value as TranslationChoice })}
        >
          <option value="auto" lang={language}>
            {t("optionsTranslationAuto")}
          </option>
          {TRANSLATIONS.map(([value, name]) => (
            <option key={value} value={value} lang={value} dir={directionOf(value)}>
              {name}
            </option>
          ))}
        </select>
      </section>

      <Sites settings={settings} t={t} update={update} />
      <ShortcutsSection t={t} />

      <p class="row">
        <button
          type="button"
          class="button"
          name="reset"
          onClick={() => {
            setSettings(DEFAULT_SETTINGS);
            saveSettings(DEFAULT_SETTINGS).then(
              () =>
                setStatus(
                  translator(languageOf(DEFAULT_SETTINGS.language, uiLanguage(), readerLanguages()))(
                    "optionsResetDone",
                  ),
                ),
              () => setStatus(t("settingsNotSaved")),
            );
          }}
        >
          {t("optionsReset")}
        </button>
      </p>
      <p role="status">{status}</p>
    </>
  );
}

interface ChoiceProps {
  name: string;
  value?: string;
  checked: boolean;
  label: string;
  onPick: () => void;
}

function Choice({ name, value, checked, label, onPick }: ChoiceProps) {
  return (
    <label class="choice">
      <input type="radio" name={name} value={value} checked={checked} onChange={onPick} />
      <span>{label}</span>
    </label>
  );
}

interface CheckboxProps {
  name: string;
  checked: boolean;
  label: ComponentChildren;
  onChange: (checked: boolean) => void;
}

function Checkbox({ name, checked, label, onChange }: CheckboxProps) {
  return (
    <label class="choice">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

function Sites({
  settings,
  t,
  update,
}: {
  settings: Settings;
  t: Translate;
  update: (patch: Partial<Settings>) => void;
}) {
  const [draft, setDraft] = useState("");
  const [invalid, setInvalid] = useState(false);
  // The list the site mode reads: sites switched off, or the only sites switched on.
  const allowed = settings.siteMode === "allowed";
  const sites = allowed ? settings.allowedSites : settings.disabledSites;
  const add = (event: Event) => {
    event.preventDefault();
    const site = siteFromInput(draft);
    setInvalid(site === undefined);
    if (!site) return;
    update(withSiteEnabled(settings, site, allowed));
    setDraft("");
  };
  return (
    <section aria-labelledby="sites">
      <h2 id="sites">{t(allowed ? "optionsAllowedSites" : "optionsSites")}</h2>
      {sites.length === 0 ? (
        <p class="muted">{t(allowed ? "optionsNoAllowedSites" : "optionsNoSites")}</p>
      ) : (
        <ul class="sites">
          {sites.map((site) => (
            <li key={site} data-site={site}>
              <bdi>{site}</bdi>
              <button
                type="button"
                class="button"
                onClick={() => update(withSiteEnabled(settings, site, !allowed))}
              >
                {t(allowed ? "optionsSiteOff" : "optionsSiteOn")}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form class="row" onSubmit={add}>
        <label for="add-site">{t(allowed ? "optionsAddAllowedSite" : "optionsAddSite")}</label>
        <input
          id="add-site"
          type="text"
          name="site"
          dir="ltr"
          placeholder="example.org"
          value={draft}
          aria-invalid={invalid}
          aria-describedby={invalid ? "add-site-error" : undefined}
          onInput={(e) => setDraft(e.currentTarget.value)}
        />
        <button type="submit" class="button">
          {t("optionsAdd")}
        </button>
      </form>
      {invalid && (
        <p class="error" id="add-site-error">
          {t("optionsBadSite")}
        </p>
      )}
    </section>
  );
}

function ShortcutsSection({ t }: { t: Translate }) {
  const [commands, setCommands] = useState<{ name: string; shortcut: string }[]>([]);
  useEffect(() => {
    // Read each time the page opens: the reader may have changed them in the browser meanwhile.
    extensionPages
      .commands()
      .then(setCommands)
      .catch(() => setCommands([]));
  }, []);
  return (
    <section aria-labelledby="shortcuts">
      <h2 id="shortcuts">{t("optionsShortcuts")}</h2>
      <Shortcuts
        t={t}
        commands={commands}
        hasCommands={extensionPages.hasCommands()}
        firefox={extensionPages.isFirefox()}
      />
    </section>
  );
}

render(<OptionsApp />, document.getElementById("app")!);
