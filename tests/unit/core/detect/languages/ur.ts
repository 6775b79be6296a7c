/** Urdu (data/grammar/languages/ur.json). */
import type { Row } from "../cases-find.ts";
import { framed, framedNot, type LanguageTable } from "./table.ts";

const ALL = "8:67 8:68 8:69";

/**
 * Wave 2 recall (docs/DETECTION.md): revelation words as Quran context, the tight comma and the
 * semicolon, the battle's other phrases and the lone name with this language's context words.
 */
const MORE_FIND: Row[] = [
  [
    "یہ آیت (۸:۶۷) بدر کے قیدیوں کے بارے میں نازل ہوئی۔",
    [
      ["۸:۶۷", "8:67"],
      ["بدر کے قیدیوں", "badr"],
    ],
  ],
  ["شان نزول ۸:۶۸ فدیہ سے متعلق ہے۔", [["۸:۶۸", "8:68"]]],
];

/** Wave 2's look-alikes: the same words beside Bible verses, times, scores, prices and people. */
const MORE_NOT: string[] = ["بارش ۸:۹ بجے نازل ہوئی۔", "مکاشفہ ۸:۹"];

/** The battle's captives and Companions («بدر کے قیدی», «بدری صحابہ»), and taking part in it. */
const BATTLE_FIND: Row[] = [
  ["بدر کے قیدیوں کو فدیہ لے کر چھوڑا گیا۔", [["بدر کے قیدیوں", "badr"]]],
  ["بدر کے قیدی مدینہ لائے گئے۔", [["بدر کے قیدی", "badr"]]],
  ["وہ بدر میں شریک ہوئے تھے۔", [["بدر میں شریک", "badr"]]],
  ["حضرت عثمان بدر میں شرکت نہ کر سکے۔", [["بدر میں شرکت", "badr"]]],
  ["بدری صحابہ کا مقام بلند ہے۔", [["بدری صحابہ", "badr"]]],
  ["وہ ایک بدری صحابی تھے۔", [["بدری صحابی", "badr"]]],
];

/** The same words beside people named Badr and Badrinath. */
const BATTLE_NOT: string[] = [
  "بدر منیر فلم میں شریک ہوئے۔",
  "بدر منیر کے مداح تقریب میں شریک ہوئے۔",
  "بدری ناتھ کی یاترا میں ہزاروں لوگ شریک ہوئے۔",
  "بدر الدین کے قیدی رہا ہو گئے۔",
];

/** Verses and sūrahs by their ordinals (issue 36): «سورہ انفال کی نویں آیت», «آٹھویں سورت کی نویں آیت»; and a range after the name alone, «انفال ۶۷ تا ۶۹». */
const NUMBER_WORDS_FIND: Row[] = [
  ["سورہ انفال کی نویں آیت میں فرشتوں کا ذکر ہے۔", [["سورہ انفال کی نویں آیت", "8:9"]]],
  ["سورہ انفال کی اڑسٹھویں آیت میں تنبیہ ہے۔", [["سورہ انفال کی اڑسٹھویں آیت", "8:68"]]],
  ["آٹھویں سورت کی نویں آیت", [["آٹھویں سورت کی نویں آیت", "8:9"]]],
  ["سورۃ الانفال کی سڑسٹھویں آیت", [["سورۃ الانفال کی سڑسٹھویں آیت", "8:67"]]],
  ["دیکھیے: انفال ۶۷ تا ۶۹", [["انفال ۶۷ تا ۶۹", "8:67 8:68 8:69"]]],
];

/** The same ordinals at school and in another sūrah. */
const NUMBER_WORDS_NOT: string[] = [
  "نویں جماعت کی آٹھویں کتاب",
  "سورہ بقرہ کی نویں آیت",
  "نویں سورت کی نویں آیت",
  "آٹھویں باب کی نویں شق",
];

/** The battle's wells, its day and its captives (issue 36): «بدر کے کنویں», «بدر والے دن», «بدری قیدیوں». */
const BATTLE_NAMES_FIND: Row[] = [
  ["مسلمان بدر کے کنویں پر پہنچے۔", [["بدر کے کنویں", "badr"]]],
  ["بدر والے دن فرشتے نازل ہوئے۔", [["بدر والے دن", "badr"]]],
  ["بدری قیدیوں کا فدیہ لیا گیا۔", [["بدری قیدیوں", "badr"]]],
];

/** A person named Badr, and the moon. */
const BATTLE_NAMES_NOT: string[] = [
  "بدر صاحب کل آئے تھے۔",
  "چودھویں کا بدر آسمان پر تھا۔",
  "بدر منیر ایک اداکار تھے۔",
];

/** Issue 36: ranges that run past or around a covered verse, as in every language */
const RANGES_FIND: Row[] = [
  ["سورۃ الانفال آیت ۹-۱۲ میں فرشتوں کا ذکر ہے۔", [["سورۃ الانفال آیت ۹-۱۲", "8:9"]]],
];

/** Issue 36: digits of every kind, and every dash, in a citation */
const DIGITS_FIND: Row[] = [
  ["قرآن (۸:۶۷–۶۹) میں قیدیوں کا ذکر ہے۔", [["قرآن (۸:۶۷–۶۹)", "8:67 8:68 8:69"]]],
  ["قرآن (۸:۶۷-۶۹) میں قیدیوں کا ذکر ہے۔", [["قرآن (۸:۶۷-۶۹)", "8:67 8:68 8:69"]]],
];

/** Issue 36: the battle's inflected and adposition forms */
const BATTLE36_FIND: Row[] = [
  ["بدریوں کا مقام بلند ہے۔", [["بدریوں", "badr"]]],
  ["بدری قیدیوں سے فدیہ لیا گیا۔", [["بدری قیدیوں", "badr"]]],
  ["بدر والے دن فرشتے اترے۔", [["بدر والے دن", "badr"]]],
];

/** Issue 36: the battle's inflected and adposition forms: look-alikes. */
const BATTLE36_NOT: string[] = ["بدرالدین صاحب کل لاہور گئے۔", "بدر منیر ایک مشہور اداکار تھے۔"];

export const table: LanguageTable = {
  find: [
    ...BATTLE36_FIND,
    ...DIGITS_FIND,
    ...RANGES_FIND,
    ...BATTLE_NAMES_FIND,
    ...NUMBER_WORDS_FIND,
    ...MORE_FIND,
    ...BATTLE_FIND,
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
    ...BATTLE36_NOT,
    ...BATTLE_NAMES_NOT,
    ...NUMBER_WORDS_NOT,
    ...MORE_NOT,
    ...BATTLE_NOT,
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
    // Sentences from real Urdu pages, reworded around the reference; the reference is kept as the
    // page wrote it (its diacritics, its Western, Arabic-Indic or Extended Arabic-Indic digits).
    [
      "https://urdu.voiceofsindh.com.pk/category/blogs/page/47",
      "بلاگ کا عنوان ہے: غَزْوَہ بَدَر",
      [["غَزْوَہ بَدَر", "badr"]],
    ],
    [
      "https://urdu.voiceofsindh.com.pk/category/blogs/page/47",
      "جنگِ بدر وہ پہلی بڑی لڑائی تھی جو مسلمانوں نے مشرکین سے لڑی۔",
      [["جنگِ بدر", "badr"]],
    ],
    [
      "https://urdu.voiceofsindh.com.pk/category/blogs/page/47",
      "اس سے پہلے چھوٹی جھڑپیں بھی ہوئیں، مگر غزوۃ بدر فیصلہ کن لڑائی ثابت ہوئی۔",
      [["غزوۃ بدر", "badr"]],
    ],
    [
      "https://urdu.voiceofsindh.com.pk/category/blogs/page/47",
      "بَدَر دراصل مدینے سے ٧٠ میل دور ایک کنویں کا نام ہے۔",
      [],
      "right: the name of the well, defined before the battle is told",
    ],
    [
      "https://scholar.ziaetaiba.com/ur/articles/hazrat-allama-molana-abdul-mustafa-azmi?page=3",
      "جنگ بدر کفر اور اسلام کا سب سے مشہور معرکہ ہے جو ۱۷ رمضان ۲ ھ کو لڑا گیا۔",
      [["جنگ بدر", "badr"]],
    ],
    [
      "https://islamicsayings.com/hadees-details/mishkat/6226",
      "جبریل نے پوچھا کہ تم اہل بدر کو اپنے یہاں کس درجے میں گنتے ہو؟",
      [["اہل بدر", "badr"]],
    ],
    [
      "https://islamicsayings.com/hadees-details/mishkat/6226",
      "اسی طرح جو فرشتے بدر میں شریک ہوئے ان کا درجہ بھی بلند ہے۔",
      [["بدر میں شریک", "badr"]],
    ],
    [
      "https://alkamunia.com/2024/12/Where-is-the-money-you-secretly-left-with-your-wife.html",
      "آج کا درسِ قرآن: سورہ الانفال آیت نمبر 70",
      [],
      "right: 8:70 is not a covered verse",
    ],
    [
      "https://alkamunia.com/2024/12/Where-is-the-money-you-secretly-left-with-your-wife.html",
      "حضرت عباس اس وقت مسلمان نہ تھے اور بدر کی جنگ میں قیدی بنے تھے۔",
      [["بدر کی جنگ", "badr"]],
    ],
    [
      "https://www.iq786.com/category/islamic-studies-mcqs/islamic-study-in-urdu?page=38",
      "وضاحت: غزوہ بدر: 17 رمضان 2 ہجری (13 مارچ 624ء) کو ہوا۔",
      [["غزوہ بدر", "badr"]],
    ],
    [
      "https://deobandi-books.aislam.org/book.php?b=3289&p=1725",
      "صحابۂ جنگ بدر کی مشہور گنتی تین سو تیرہ بیان ہوئی ہے۔",
      [["جنگ بدر", "badr"]],
    ],
    [
      "https://alqurankarim.net/ur/surah-al-anfal/ayat-9/translation/tafsir",
      "حضرت عمر کے مطابق غزوۂ بدر کے دن حضور ﷺ نے مشرکوں کی کثرت دیکھی۔",
      [["غزوۂ بدر", "badr"]],
    ],
    [
      "https://balaghulquran.com/tafseer-daroos-play.php?sno=8&vid=25",
      "درس کا عنوان: تفسیر قرآن سورہ الأنفال آیات 5 - 6",
      [],
      "right: 8:5–6 are not covered verses",
    ],
    [
      "https://balaghulquran.com/tafseer-daroos-play.php?sno=8&vid=25",
      "استاد کے بقول یہ آیت جنگ بدر کے بارے میں اتری۔",
      [["جنگ بدر", "badr"]],
    ],
    [
      "https://surahquran.com/tafsir-Urdu-aya-67-sora-8.html",
      "یہاں سورہ انفال کی آیت نمبر 67 کی تفسیر اردو ترجمے کے ساتھ پڑھیے۔",
      [["سورہ انفال کی آیت نمبر 67", "8:67"]],
    ],
    [
      "https://surahquran.com/tafsir-Urdu-aya-67-sora-8.html",
      "آیت کے نیچے اس کا حوالہ یوں درج ہے: [ الأنفال: 67]",
      [["الأنفال: 67", "8:67"]],
    ],
    [
      "https://surahquran.com/tafsir-Urdu-aya-67-sora-8.html",
      "احسن البیان کے مطابق جنگ بدر میں ستر کافر مارے گئے اور ستر قید ہوئے۔",
      [["جنگ بدر", "badr"]],
    ],
    [
      "https://surahquran.com/tafsir-Urdu-aya-71-sora-8.html",
      "ابن کثیر کے بقول بدر والے دن آپ ﷺ نے بنو ہاشم کو قتل نہ کرنے کی ہدایت دی۔",
      [["بدر والے دن", "badr"]],
    ],
    [
      "https://equranlibrary.com/tafseer/majidi/8/70",
      "حضرت عباس کہتے ہیں کہ معرکہ بدر کے بعد انہیں فدیے میں 20 اوقیہ دینے پڑے۔",
      [["معرکہ بدر", "badr"]],
    ],
    [
      "https://shamilaurdu.com/quran/tarjumah-fahm-ul-quran/tafseer-ul-quran-al-kareem/1235",
      "ایک قول یہ ہے کہ بدر میں جو صحابہ شریک ہوئے ان کے گناہ پہلے ہی بخشے جا چکے تھے۔",
      [],
      "missed: a lone بدر (the Companions who fought there) has no context rule in Urdu; should be [بدر → badr]",
    ],
    [
      "https://shamilaurdu.com/quran/tarjumah-fahm-ul-quran/tafseer-ul-quran-al-kareem/1235",
      "یہی بات دوسری آیت میں بھی آئی ہے [ الأنفال : ۳۳ ]",
      [],
      "right: 8:33 is not a covered verse",
    ],
    [
      "https://equranlibrary.com/tafseer/mazharulquran/8/9",
      "مظہر القرآن کے صفحے کی سرخی: Mazhar-ul-Quran - Al-Anfaal : 9",
      [["Al-Anfaal : 9", "8:9"]],
    ],
    [
      "https://prayertimeindubai.com/quran/surah/8/verse/67/urd-muhammadtaqiusm-451",
      "صفحے کی سرخی Surah Al-Anfal Verse 67 ہے، ساتھ محمد تقی عثمانی کا اردو ترجمہ۔",
      [["Surah Al-Anfal Verse 67", "8:67"]],
    ],
    [
      "https://uswah-academy.com/tafsir/ur-tafsir-bayan-ul-quran/3/125",
      "آیت 124 میں تین ہزار فرشتوں کے اترنے کی خوشخبری ہے۔",
      [],
      "right: the three thousand angels of 3:124, not the thousand of 8:9",
    ],
  ],
};
