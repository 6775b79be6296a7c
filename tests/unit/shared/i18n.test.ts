/**
 * The message tables (src/_locales) against English's, and the formatter against the rules
 * the browsers apply to the same files.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  directionOf,
  format,
  languageOf,
  MESSAGES,
  translationLanguageOf,
  translator,
} from "../../../src/shared/i18n.ts";

const root = resolve(import.meta.dirname, "../../..");
const manifest = JSON.parse(readFileSync(join(root, "manifest.json"), "utf8")) as Record<string, unknown>;

interface Message {
  message: string;
  placeholders?: Record<string, { content: string }>;
}

/** $1…$9 used in a message's placeholders, and the placeholder names its text uses. */
function shape(message: Message) {
  return {
    named: [...message.message.matchAll(/\$(\w+)\$/g)].map((m) => m[1]!.toLowerCase()).sort(),
    declared: Object.keys(message.placeholders ?? {}).sort(),
    positional: Object.values(message.placeholders ?? {})
      .map((p) => p.content)
      .sort(),
  };
}

/** The locale folders as the browsers see them, not only the ones i18n.ts imports. */
const locales = readdirSync(join(root, "src/_locales")).sort();

function table(locale: string): Record<string, Message> {
  return JSON.parse(readFileSync(join(root, "src/_locales", locale, "messages.json"), "utf8")) as Record<
    string,
    Message
  >;
}

describe("the message tables", () => {
  it("have the same keys in English and Arabic", () => {
    expect(Object.keys(MESSAGES.ar).sort()).toEqual(Object.keys(MESSAGES.en).sort());
  });

  it("are all bundled: every folder in src/_locales is an interface language", () => {
    expect(locales).toEqual(Object.keys(MESSAGES).sort());
  });

  // Every language translates the whole interface: a key missing falls back to English unseen.
  for (const locale of locales.filter((l) => l !== "en")) {
    it(`${locale}: exactly English's keys, each translated with English's placeholders`, () => {
      const messages = table(locale);
      const english = Object.keys(MESSAGES.en);
      const missing = english.filter((key) => !(key in messages)).map((key) => `${locale}: missing ${key}`);
      const extra = Object.keys(messages)
        .filter((key) => !english.includes(key))
        .map((key) => `${locale}: extra ${key}`);
      expect([...missing, ...extra]).toEqual([]);
      for (const key of english) {
        expect(messages[key]!.message.trim(), `${locale}: ${key} is empty`).not.toBe("");
        expect(shape(messages[key]!), `${locale}: ${key}'s placeholders`).toEqual(shape(MESSAGES.en[key]!));
      }
    });
  }

  for (const key of Object.keys(MESSAGES.en)) {
    it(`${key}: same placeholders in both, each declared and used`, () => {
      const en = shape(MESSAGES.en[key]!);
      const ar = shape(MESSAGES.ar[key]!);
      expect(ar).toEqual(en);
      expect(en.named).toEqual(en.declared);
      expect(MESSAGES.ar[key]!.message.trim()).not.toBe("");
    });
  }

  it("give the popover only popover… messages, the only ones popover-frame.js carries (build.ts)", () => {
    for (const file of ["src/ui/Popover.tsx", "src/popover-frame/view.tsx"]) {
      const keys = [...readFileSync(join(root, file), "utf8").matchAll(/\bt\("(\w+)"/g)].map((m) => m[1]!);
      for (const key of keys) expect(key, file).toMatch(/^popover/);
    }
  });

  it("use only key names the browsers accept", () => {
    for (const key of Object.keys(MESSAGES.en)) expect(key).toMatch(/^[A-Za-z0-9_@]+$/);
  });

  it("hold every __MSG_…__ the manifest names", () => {
    const used = [...JSON.stringify(manifest).matchAll(/__MSG_(\w+)__/g)].map((m) => m[1]!);
    expect(used.length).toBeGreaterThan(0);
    for (const key of used) expect(Object.keys(MESSAGES.en)).toContain(key);
    expect(manifest.default_locale).toBe("en");
  });
});

describe("t()", () => {
  it("fills named placeholders from the substitutions", () => {
    expect(translator("en")("popupSiteOn", "example.org")).toBe("On for example.org");
    expect(translator("ar")("popupSiteOn", "example.org")).toBe("تعمل في example.org");
    expect(
      format(
        { message: "$A$ costs $$5, $B$", placeholders: { a: { content: "$2" }, b: { content: "$1" } } },
        ["x", "y"],
      ),
    ).toBe("y costs $5, x");
  });

  it("follows the browser's language unless the reader chose one", () => {
    expect(languageOf("auto", "ar-EG")).toBe("ar");
    expect(languageOf("auto", "fr")).toBe("en");
    expect(languageOf("en", "ar")).toBe("en");
    expect(languageOf("ar", "en-US")).toBe("ar");
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
  });
});

describe("the popover's languages", () => {
  it("translate every popover message into Indonesian, Urdu and Turkish, with the same placeholders", () => {
    for (const language of ["id", "ur", "tr"] as const) {
      for (const key of Object.keys(MESSAGES.en).filter((k) => k.startsWith("popover"))) {
        const message = MESSAGES[language][key];
        expect(message?.message.trim(), `${language} ${key}`).toBeTruthy();
        expect(shape(message!), `${language} ${key}`).toEqual(shape(MESSAGES.en[key]!));
      }
    }
  });

  it("pick the interface from the browser's language, right to left for Arabic and Urdu", () => {
    expect(languageOf("auto", "id")).toBe("id");
    expect(languageOf("auto", "ur-PK")).toBe("ur");
    expect(languageOf("auto", "tr_TR")).toBe("tr");
    expect(languageOf("auto", "de-DE")).toBe("en");
    expect(languageOf("tr", "ar")).toBe("tr");
    // The reader's first language wins where we have it; the browser's own interface otherwise.
    expect(languageOf("auto", "en-US", ["id-ID", "en"])).toBe("id");
    expect(languageOf("auto", "ar", ["de-DE", "en"])).toBe("ar");
    expect(languageOf("auto", "en-US", ["de-DE"])).toBe("en");
    expect(["ar", "ur", "ur-PK", "id", "en"].map(directionOf)).toEqual(["rtl", "rtl", "rtl", "ltr", "ltr"]);
  });

  it("pick the translation from the reader's languages, the first quran-json has, else English", () => {
    expect(translationLanguageOf("auto", ["de-DE", "id-ID", "en"])).toBe("id");
    expect(translationLanguageOf("auto", ["zh-TW"])).toBe("zh");
    expect(translationLanguageOf("auto", ["ar", "de"])).toBe("en");
    expect(translationLanguageOf("auto", [])).toBe("en");
    expect(translationLanguageOf("sv", ["id"])).toBe("sv");
  });
});
