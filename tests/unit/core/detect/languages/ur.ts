/** Urdu (data/grammar/languages/ur.json). */
import type { Row } from "../cases-find.ts";
import { framed, framedNot, type LanguageTable } from "./table.ts";

const ALL = "8:67 8:68 8:69";

/**
 * Wave 2 recall (docs/DETECTION.md): revelation words as Quran context, the tight comma and the
 * semicolon, the battle's other phrases and the lone name with this language's context words.
 */
const MORE_FIND: Row[] = [
  ["یہ آیت (۸:۶۷) بدر کے قیدیوں کے بارے میں نازل ہوئی۔", [["۸:۶۷", "8:67"]]],
  ["شان نزول ۸:۶۸ فدیہ سے متعلق ہے۔", [["۸:۶۸", "8:68"]]],
];

/** Wave 2's look-alikes: the same words beside Bible verses, times, scores, prices and people. */
const MORE_NOT: string[] = ["بارش ۸:۹ بجے نازل ہوئی۔", "مکاشفہ ۸:۹"];

export const table: LanguageTable = {
  find: [
    ...MORE_FIND,
    ...framed(
      [
        ["سورۃ الانفال، آیت ۶۸", "8:68"],
        ["سورہ انفال کی آیت ۶۷", "8:67"],
        ["سورۃ الانفال، آیات ۶۷ تا ۶۹", ALL],
        ["سورۃ ۸، آیت ۹", "8:9"],
        ["سورۃ الانفال آیت نمبر ۶۹", "8:69"],
        ["سورۃ الانفال: ۶۸", "8:68"],
        ["غزوہ بدر", "badr"],
        ["جنگِ بدر", "badr"],
        ["بدر کی جنگ", "badr"],
        ["اصحابِ بدر", "badr"],
      ],
      ["{}", "مفسرین نے {} کی تفصیل بیان کی ہے۔", "دیکھیے ({})۔", "کل امام صاحب نے {} پڑھی۔"],
    ),
  ],
  not: [
    ...MORE_NOT,
    ...framedNot(
      [
        "یوحنا ۸:۹",
        "متی ۸:۹ اور لوقا ۸:۶۷",
        "گاڑی ۸:۰۹ پر روانہ ہوگی۔",
        "قیمت ۸.۶۷ روپے ہے۔",
        "بدر الدین صاحب تشریف لائے۔",
        "باب ۸، صفحہ ۶۷",
        "میچ کا نتیجہ ۸:۹ رہا۔",
        "بدر منیر ایک اداکار تھے۔",
        "دفعہ ۸، شق ۹",
        "چودھویں کا بدر آسمان پر چمک رہا تھا۔",
      ],
      ["{}", "خبر: {}", "نوٹ: {}", "کل: {}"],
    ),
  ],
  real: [
    [
      "constructed (no Urdu page in the searchable corpus)",
      "مضمون کا عنوان غزوہ بدر ہے۔",
      [["غزوہ بدر", "badr"]],
    ],
    [
      "constructed (no Urdu page in the searchable corpus)",
      "غزوہ بدر ۱۷ رمضان ۲ ہجری کو پیش آیا۔",
      [["غزوہ بدر", "badr"]],
    ],
    [
      "constructed (no Urdu page in the searchable corpus)",
      "قیدیوں کے بارے میں سورۃ الانفال، آیت ۶۷ نازل ہوئی۔",
      [["سورۃ الانفال، آیت ۶۷", "8:67"]],
    ],
    [
      "constructed (no Urdu page in the searchable corpus)",
      "سورہ انفال قرآن کی آٹھویں سورت ہے۔",
      [],
      "a sūrah described without a verse is no reference",
    ],
    [
      "constructed (no Urdu page in the searchable corpus)",
      "یہ سورت جنگ بدر کے بعد نازل ہوئی۔",
      [["جنگ بدر", "badr"]],
    ],
    [
      "constructed (no Urdu page in the searchable corpus)",
      "فرشتوں کی مدد کا ذکر سورۃ الانفال کی آیت ۹ میں ہے۔",
      [["سورۃ الانفال کی آیت ۹", "8:9"]],
    ],
    [
      "constructed (no Urdu page in the searchable corpus)",
      "اصحاب بدر کی تعداد تین سو تیرہ تھی۔",
      [["اصحاب بدر", "badr"]],
    ],
    [
      "constructed (no Urdu page in the searchable corpus)",
      "فدیہ کا حکم سورۃ الانفال آیات ۶۷ تا ۶۹ میں ہے۔",
      [["سورۃ الانفال آیات ۶۷ تا ۶۹", ALL]],
    ],
    [
      "constructed (no Urdu page in the searchable corpus)",
      "شہدائے بدر کی قبریں میدان بدر میں ہیں۔",
      [
        ["شہدائے بدر", "badr"],
        ["میدان بدر", "badr"],
      ],
    ],
    [
      "constructed (no Urdu page in the searchable corpus)",
      "مزید دیکھیے: (الانفال: ۶۸)۔",
      [["الانفال: ۶۸", "8:68"]],
    ],
  ],
};
