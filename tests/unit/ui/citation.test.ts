/** The citation Copy puts on the clipboard (src/ui/citation.ts): plain text and escaped HTML. */
import { describe, expect, it } from "vitest";
import { citation, citationStyleOf, escapeHtml } from "../../../src/ui/citation.ts";

const verse = (key: string, arabic: string, english: string) => ({
  key,
  surah: "Al-Anfal",
  surahArabic: "الأنفال",
  arabic,
  english,
});

describe("citation", () => {
  it("gives the verses, the key, the translation's name and a link, as text and as HTML", () => {
    const c = citation([verse("8:67", "مَا كَانَ", "It is not"), verse("8:68", "لَّوۡلَا", "If not")], {
      language: "id",
      dir: "ltr",
      name: "Indonesian Islamic Affairs Ministry",
      text: { "8:67": "Tidak patut", "8:68": "Sekiranya" },
    });
    expect(c.text).toBe(
      "مَا كَانَ\nTidak patut\n\nلَّوۡلَا\nSekiranya\n— Quran, Al-Anfal 8:67–68 (Indonesian Islamic Affairs Ministry translation)\nhttps://quran.com/8:67-68",
    );
    expect(c.html).toBe(
      '<blockquote cite="https://quran.com/8:67-68"><p lang="ar" dir="rtl">مَا كَانَ</p><p lang="id" dir="ltr">Tidak patut</p>' +
        '<p lang="ar" dir="rtl">لَّوۡلَا</p><p lang="id" dir="ltr">Sekiranya</p>' +
        '<footer>— <cite><a href="https://quran.com/8:67-68">Quran, Al-Anfal 8:67–68</a></cite>, Indonesian Islamic Affairs Ministry translation</footer></blockquote>',
    );
  });

  it("escapes what it puts into HTML", () => {
    expect(escapeHtml(`<b a="1">Tom & 'Jerry'</b>`)).toBe(
      "&lt;b a=&quot;1&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/b&gt;",
    );
    const c = citation([verse("8:9", "x", "<script>")], {
      language: "en",
      dir: "ltr",
      name: "A & B",
      text: {},
    });
    expect(c.html).toContain('<p lang="en" dir="ltr">&lt;script&gt;</p>');
    expect(c.html).toContain("A &amp; B translation");
  });

  describe("in the reader's citation style", () => {
    const verses = [
      verse("8:67", "مَا كَانَ", "It is not"),
      verse("8:68", "لَّوۡلَا", "If not"),
      verse("8:69", "فَكُلُوا", "So eat"),
    ];
    const translation = (language: string, dir: "ltr" | "rtl", name: string) => ({
      language,
      dir,
      name,
      text: {},
    });
    const line = (c: { text: string }) => c.text.split("\n").at(-2);

    it.each([
      ["en", "— Quran, Al-Anfal 8:67–69 (Saheeh International translation)"],
      ["id", "— QS. Al-Anfal [8]: 67–69 (terjemahan Saheeh International)"],
      ["tr", "— Al-Anfal 8/67–69 (Saheeh International meali)"],
      ["ar", "— «الأنفال: ٦٧–٦٩» (ترجمة \u2068Saheeh International\u2069)"],
      ["ur", "— سورۃ الأنفال: ۶۷–۶۹ (ترجمہ: \u2068Saheeh International\u2069)"],
    ] as const)("%s: %s", (style, expected) => {
      expect(line(citation(verses, translation("en", "ltr", "Saheeh International"), style))).toBe(expected);
    });

    it("credits a tafsīr standing in for a translation by its name alone", () => {
      const muyassar = { ...translation("ar", "rtl", "التفسير الميسر"), kind: "tafsir" as const };
      expect(line(citation(verses, muyassar, "ar"))).toBe("— «الأنفال: ٦٧–٦٩» (التفسير الميسر)");
    });

    it("cites verses apart as a list, and keeps the link to the first run", () => {
      const apart = [verse("8:9", "إِذۡ", "When"), ...verses];
      const c = citation(apart, translation("id", "ltr", "Kemenag"), "id");
      expect(line(c)).toBe("— QS. Al-Anfal [8]: 9, 67–69 (terjemahan Kemenag)");
      expect(c.text.endsWith("https://quran.com/8:9")).toBe(true);
    });

    it("lays the HTML footer out right to left in Arabic and Urdu", () => {
      const c = citation(verses, translation("ur", "rtl", "Abul A'la Maududi"), "ur");
      expect(c.html).toContain(
        '<footer dir="rtl">— <cite><a href="https://quran.com/8:67-69">سورۃ الأنفال: ۶۷–۶۹</a></cite>',
      );
      expect(c.html).toContain("Abul A&#39;la Maududi");
    });

    it("takes the style of an interface language, and English for any other", () => {
      expect(citationStyleOf("ar")).toBe("ar");
      expect(citationStyleOf("id-ID")).toBe("id");
      expect(citationStyleOf("fr")).toBe("en");
      expect(citationStyleOf("")).toBe("en");
    });
  });
});
