/** The citation Copy puts on the clipboard (src/ui/citation.ts): plain text and escaped HTML. */
import { describe, expect, it } from "vitest";
import { citation, escapeHtml } from "../../../src/ui/citation.ts";

const verse = (key: string, arabic: string, english: string) => ({ key, surah: "Al-Anfal", arabic, english });

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
});
