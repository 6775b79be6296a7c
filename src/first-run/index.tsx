/**
 * The first-run page, opened once by the background after a new install (not after an update): what
 * Badr Lens does, shown on a sample passage in the reader's language with the verse it cites in
 * Arabic and in the reader's translation; the privacy promise; the keyboard commands as this browser
 * has them (or what replaces them); how to keep the toolbar button in sight; and the options. It
 * speaks the language the popup and the options page speak (languageOf) and takes their theme.
 */
import dataset from "virtual:badr-lens-dataset";
import translations from "virtual:badr-lens-translations";
import { render } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import {
  directionOf,
  languageOf,
  type Translate,
  translationLanguageOf,
  translator,
} from "../shared/i18n.ts";
import { extensionPages, readerLanguages, uiLanguage } from "../shared/platform.ts";
import { followSettings, type Settings } from "../shared/settings.ts";
import { isolated } from "../ui/isolated.tsx";
import { PageHeading } from "../ui/PageHeading.tsx";
import { usePageDocument } from "../ui/page-document.ts";
import { Shortcuts } from "../ui/Shortcuts.tsx";
import { useScriptFontReady } from "../ui/script-font.ts";

/** The verse the sample passage cites: the shortest the dataset covers, and the first in reading order. */
const SAMPLE_VERSE = "8:9";

function FirstRunApp() {
  const [settings, setSettings] = useState<Settings | undefined>(undefined);
  const [commands, setCommands] = useState<{ name: string; shortcut: string }[]>([]);
  useEffect(() => followSettings((next) => setSettings(next)).stop, []);
  useEffect(() => {
    extensionPages
      .commands()
      .then(setCommands)
      .catch(() => setCommands([]));
  }, []);
  const language = languageOf(settings?.language ?? "auto", uiLanguage(), readerLanguages());
  const t = useMemo(() => translator(language), [language]);
  const theme = settings?.theme ?? "auto";
  usePageDocument(language, theme, t("firstRunTitle"));
  // The sample's verse is Arabic whatever the interface language.
  const fontReady = useScriptFontReady(true);
  if (!settings || !fontReady) return null;
  const firefox = extensionPages.isFirefox();
  const hasCommands = extensionPages.hasCommands();
  return (
    <>
      <PageHeading title={t("firstRunTitle")} intro={t("firstRunIntro")} />

      <section aria-labelledby="sample">
        <h2 id="sample">{t("firstRunSampleHeading")}</h2>
        <Sample t={t} settings={settings} />
      </section>

      <section aria-labelledby="privacy">
        <h2 id="privacy">{t("firstRunPrivacyHeading")}</h2>
        <p>{t("firstRunPrivacy")}</p>
      </section>

      <section aria-labelledby="shortcuts">
        <h2 id="shortcuts">{t("optionsShortcuts")}</h2>
        {hasCommands && <p>{t("firstRunCommands")}</p>}
        <Shortcuts t={t} commands={commands} hasCommands={hasCommands} firefox={firefox} />
      </section>

      <section aria-labelledby="pin">
        <h2 id="pin">{t("firstRunPinHeading")}</h2>
        {/* Where the browser has no commands it is Firefox for Android: no toolbar to pin to. */}
        <p>{t(!hasCommands ? "firstRunPinPhone" : firefox ? "firstRunPinFirefox" : "firstRunPinChrome")}</p>
      </section>

      <section aria-labelledby="options">
        <h2 id="options">{t("firstRunOptionsHeading")}</h2>
        <p>{t("firstRunOptionsExplain")}</p>
        <p>
          {/* A link that works as one; the browser's own way opens the options where it keeps them. */}
          <a
            href="options.html"
            data-part="options"
            onClick={(event) => {
              event.preventDefault();
              void extensionPages.openOptionsPage();
            }}
          >
            {t("firstRunOptionsLink")}
          </a>
        </p>
      </section>
    </>
  );
}

/**
 * A sentence as a page in the reader's language would write it, its reference marked as Badr Lens
 * marks one, and beside it what the popover opens with: the verse in Arabic and in the translation
 * the popover would show this reader (the options' choice, else their languages').
 */
function Sample({ t, settings }: { t: Translate; settings: Settings }) {
  const verse = dataset.verses[SAMPLE_VERSE];
  const translation = translations[translationLanguageOf(settings.translation, readerLanguages())];
  const translated = translation.verses[SAMPLE_VERSE];
  return (
    <figure class="sample">
      <blockquote class="passage">
        <p data-part="passage">{isolated(t, "firstRunSample", t("firstRunSampleReference"))}</p>
      </blockquote>
      <figcaption>{t("firstRunSampleExplain")}</figcaption>
      {verse && (
        <div class="preview" data-part="preview">
          <p class="arabic" lang="ar" dir="rtl">
            {verse.arabic}
          </p>
          {translated && (
            <p lang={translation.language} dir={directionOf(translation.language)}>
              {translated}
            </p>
          )}
          {translated && <p class="muted">{isolated(t, "firstRunTranslationBy", translation.name)}</p>}
        </div>
      )}
      <p>{t("firstRunSampleAfter")}</p>
    </figure>
  );
}

render(<FirstRunApp />, document.getElementById("app")!);
