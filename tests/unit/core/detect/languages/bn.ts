/** Bengali (data/grammar/languages/bn.json). */
import type { Row } from "../cases-find.ts";
import { framed, framedNot, type LanguageTable } from "./table.ts";

const ALL = "8:67 8:68 8:69";

/**
 * Wave 2 recall (docs/DETECTION.md): revelation words as Quran context, the tight comma and the
 * semicolon, the battle's other phrases and the lone name with this language's context words.
 */
const MORE_FIND: Row[] = [
  ["সূরা আল-আনফাল, আয়াত: ৬৭ বন্দীদের সম্পর্কে।", [["সূরা আল-আনফাল, আয়াত: ৬৭", "8:67"]]],

  // «বদরের বন্দীদের», the captives of Badr, is the battle since issue 36.
  [
    "এই আয়াত (৮:৬৭) বদরের বন্দীদের সম্পর্কে নাযিল হয়।",
    [
      ["৮:৬৭", "8:67"],
      ["বদরের বন্দীদের", "badr"],
    ],
  ],
  ["শানে নুযূল: ৮:৬৮ মুক্তিপণ সম্পর্কে।", [["৮:৬৮", "8:68"]]],
];

/** Wave 2's look-alikes: the same words beside Bible verses, times, scores, prices and people. */
const MORE_NOT: string[] = ["ট্রেন ৮:০৯ মিনিটে ছাড়ে।", "প্রকাশিত বাক্য ৮:৯"];

/** The Companions of Badr («বদরী সাহাবী») and the battle's captives. */
const BATTLE_FIND: Row[] = [
  ["তিনি একজন বদরী সাহাবী ছিলেন।", [["বদরী সাহাবী", "badr"]]],
  ["বদরী সাহাবীগণ জান্নাতের সুসংবাদ পেয়েছেন।", [["বদরী সাহাবীগণ", "badr"]]],
  ["বদর যুদ্ধের বন্দীদের মুক্তিপণ নেওয়া হয়।", [["বদর যুদ্ধের বন্দীদের", "badr"]]],
  ["বদরের সাহাবীদের মর্যাদা অনেক।", [["বদরের সাহাবীদের", "badr"]]],
];

/** People and places whose names begin with বদর, and Badrinath. */
const BATTLE_NOT: string[] = [
  "বদরুদ্দীন উমর সভায় অংশগ্রহণ করেন।",
  "বদরগঞ্জ উপজেলার বন্দী",
  "বদরী নাথ মন্দির দর্শন",
  "বদর উদ্দিন বন্দী হন।",
];

/** Verses and sūrahs by their ordinals (issue 36): «সূরা আনফালের ঊনসত্তরতম আয়াত», «অষ্টম সূরার নবম আয়াত». */
const NUMBER_WORDS_FIND: Row[] = [
  ["সূরা আনফালের ঊনসত্তরতম আয়াতে গনিমতকে হালাল করা হয়েছে।", [["সূরা আনফালের ঊনসত্তরতম আয়াতে", "8:69"]]],
  ["অষ্টম সূরার নবম আয়াতে ফেরেশতাদের কথা আছে।", [["অষ্টম সূরার নবম আয়াতে", "8:9"]]],
  ["সূরা আল-আনফাল, সাতষট্টিতম আয়াত", [["সূরা আল-আনফাল, সাতষট্টিতম আয়াত", "8:67"]]],
  ["অষ্টম সূরার ৬৭-৬৯ নং আয়াত", [["অষ্টম সূরার ৬৭-৬৯ নং আয়াত", "8:67 8:68 8:69"]]],
];

/** The same ordinals at school and in another sūrah. */
const NUMBER_WORDS_NOT: string[] = [
  "নবম শ্রেণির অষ্টম অধ্যায়",
  "সূরা বাকারার নবম আয়াত",
  "নবম সূরার নবম আয়াত",
  "অষ্টম অধ্যায়ের নবম অনুচ্ছেদ",
];

/** The battle's well, its field, its day, and Badr beside the Quraysh (issue 36): «বদরের কূপ», «বদরে কুরাইশদের». */
const BATTLE_NAMES_FIND: Row[] = [
  ["তারা বদরের কূপের কাছে তাঁবু গাড়ে।", [["বদরের কূপের", "badr"]]],
  ["মুসলমানরা বদরে কুরাইশদের পরাজিত করে।", [["বদরে কুরাইশদের", "badr"]]],
  ["বদরের ময়দানে মুসলমানরা জয়ী হয়।", [["বদরের ময়দানে", "badr"]]],
  ["বদরের দিন ফেরেশতারা নেমে আসেন।", [["বদরের দিন", "badr"]]],
];

/** A person named Badr, and the name alone. */
const BATTLE_NAMES_NOT: string[] = ["বদর সাহেব গতকাল এসেছিলেন।", "বদর একজন ভালো ছাত্র।", "বদরুদ্দীন উমর একজন লেখক।"];

/** Issue 36: ranges that run past or around a covered verse, as in every language */
const RANGES_FIND: Row[] = [["সূরা আনফাল, আয়াত ৯-১২ ফেরেশতাদের কথা বলে।", [["সূরা আনফাল, আয়াত ৯-১২", "8:9"]]]];

/** Issue 36: digits of every kind, and every dash, in a citation */
const DIGITS_FIND: Row[] = [
  ["কুরআন (৮:৬৭-৬৯) বন্দীদের কথা বলে।", [["৮:৬৭-৬৯", "8:67 8:68 8:69"]]],
  ["কুরআন (৮:৬৭–৬৯) বন্দীদের কথা বলে।", [["৮:৬৭–৬৯", "8:67 8:68 8:69"]]],
];

/** Issue 36: the battle's inflected and adposition forms */
const BATTLE36_FIND: Row[] = [
  ["আসহাবে বদরের মর্যাদা সম্পর্কে বহু হাদিস বর্ণিত হয়েছে।", [["আসহাবে বদরের", "badr"]]],
  ["বদরের বন্দীদের মুক্তিপণ নেওয়া হয়েছিল।", [["বদরের বন্দীদের", "badr"]]],
  ["তিনি বদরে অংশগ্রহণ করেছিলেন।", [["বদরে অংশগ্রহণ", "badr"]]],
  ["বদরের বিজয় মুসলমানদের সাহস দিয়েছিল।", [["বদরের বিজয়", "badr"]]],
  ["তিনি একজন বদরী সাহাবি ছিলেন।", [["বদরী সাহাবি", "badr"]]],
];

/** Issue 36: the battle's inflected and adposition forms: look-alikes. */
const BATTLE36_NOT: string[] = ["বদরুদ্দিন সাহেব আজ ঢাকায় এসেছেন।", "বদর নামে আমার এক বন্ধু আছে।"];

/** Issue 36, third round: more forms of citations and of the battle in this language, and their look-alikes. */
const CONTEXT3_FIND: Row[] = [
  // Held-out set 7 (issue 36).
  ["মুক্তিপণ প্রসঙ্গে দেখুন আনফাল ৬৭-৬৯।", [["আনফাল ৬৭-৬৯", "8:67 8:68 8:69"]]],

  ["হোম > তাফসীর > সূরা আনফাল > আয়াত ৯", [["সূরা আনফাল > আয়াত ৯", "8:9"]]],
  ["সূরা আনফাল ৬৭-৬৯ দেখুন।", [["সূরা আনফাল ৬৭-৬৯", "8:67 8:68 8:69"]]],
  ["আনফালের ৬৭ থেকে ৬৯ নম্বর আয়াত মুক্তিপণ নিয়ে।", [["আনফালের ৬৭ থেকে ৬৯ নম্বর আয়াত", "8:67 8:68 8:69"]]],
  ["বদরী সাহাবিদের মর্যাদা অনেক।", [["বদরী সাহাবিদের", "badr"]]],
  ["ঐতিহাসিক বদর দিবস উপলক্ষে আলোচনা।", [["বদর দিবস", "badr"]]],
];

const CONTEXT3_NOT: string[] = [
  // Held-out set 7 (issue 36).
  "আনফাল ১৯৮৮ সালের অভিযান।",

  "হোম > তাফসীর > সূরা তওবা > আয়াত ৯",
  "সূরা আনফাল ৭৫ আয়াত বিশিষ্ট।",
  "সূরা তওবা ৬৭-৬৯ দেখুন।",
];

/** Issue 36, forms a fourth blind held-out set (9) showed missing: the verse's ordinal in digits ("৯ম", "৬৭তম"). */
const FORMS9_FIND: Row[] = [["সূরা আনফালের ৬৭তম আয়াতে বন্দিদের কথা আছে।", [["সূরা আনফালের ৬৭তম আয়াতে", "8:67"]]]];

const FORMS9_NOT: string[] = ["সূরা বাকারার ৯ম আয়াতে আছে।"];

export const table: LanguageTable = {
  find: [
    ...FORMS9_FIND,
    ...CONTEXT3_FIND,
    ...BATTLE36_FIND,
    ...DIGITS_FIND,
    ...RANGES_FIND,
    ...BATTLE_NAMES_FIND,
    ...NUMBER_WORDS_FIND,
    ...MORE_FIND,
    ...BATTLE_FIND,
    ...framed(
      [
        ["সূরা আনফাল, আয়াত ৯", "8:9"],
        ["সূরা আল-আনফাল, আয়াত ৬৭-৬৯", ALL],
        ["সূরা আনফাল: ৬৮", "8:68"],
        ["সূরা ৮, আয়াত ৬৭", "8:67"],
        ["সুরা আনফাল আয়াত 69", "8:69"],
        ["সূরা আনফাল, ৬৮ নং আয়াত", "8:68"],
        ["কুরআন ৮:৯", "8:9"],
        ["আনফাল ৮:৬৭", "8:67"],
        ["বদর যুদ্ধ", "badr"],
        ["বদরের যুদ্ধ", "badr"],
        ["বদর যুদ্ধে", "badr"],
      ],
      ["{}", "মুফাসসিরগণ {} বিস্তারিত ব্যাখ্যা করেছেন।", "দেখুন ({})।", "গতকাল ইমাম সাহেব {} পাঠ করলেন।"],
    ),
  ],
  not: [
    ...FORMS9_NOT,
    ...CONTEXT3_NOT,
    ...BATTLE36_NOT,
    ...BATTLE_NAMES_NOT,
    ...NUMBER_WORDS_NOT,
    ...MORE_NOT,
    ...BATTLE_NOT,
    ...framedNot(
      [
        "যোহন ৮:৯",
        "মথি ৮:৯ ও লূক ৮:৬৭",
        "ট্রেন ছাড়বে ৮:০৯ মিনিটে।",
        "দাম ৮.৬৭ টাকা।",
        "বদরুদ্দীন উমর একজন লেখক।",
        "অধ্যায় ৮, পৃষ্ঠা ৬৭",
        "খেলার ফল ৮:৯।",
        "বদর সাহেব গতকাল এসেছিলেন।",
        "ধারা ৮, উপধারা ৯",
        "বদর মিয়ার দোকান",
      ],
      ["{}", "খবর: {}", "নোট: {}", "গতকাল: {}"],
    ),
  ],
  real: [
    [
      "https://surahquran.com/tafsir-Bangla-aya-41-sora-8.html",
      "শিরোনাম: কোরান সূরা আনফাল আয়াত 41 তাফসীর।",
      [],
      "8:41 is not covered",
    ],
    [
      "https://surahquran.com/tafsir-Bangla-aya-10-sora-8.html",
      "অনুবাদের শেষে লেখা আছে [সূরা আনফাল: 10]।",
      [],
      "8:10 is not covered",
    ],
    [
      "constructed, after https://surahquran.com/tafsir-Bangla-aya-10-sora-8.html",
      "আগের আয়াতের প্রসঙ্গে দেখুন [সূরা আনফাল: 9]।",
      [["সূরা আনফাল: 9", "8:9"]],
    ],
    [
      "https://deeneralo.in/course-details/CO25A88DN",
      "সূরা আল-আনফাল প্রধানত যুদ্ধ, বিশেষ করে বদরের যুদ্ধ নিয়ে আলোচনা করে।",
      [["বদরের যুদ্ধ", "badr"]],
    ],
    ["https://allkotha.com", "সূরাটি বদর যুদ্ধের প্রেক্ষাপটে নাযিল হয়েছে।", [["বদর যুদ্ধের", "badr"]]],
    [
      "https://allkotha.com",
      "সূরা আল-আনফাল কুরআনের ৮ম সূরা, আয়াত সংখ্যা ৭৫টি।",
      [],
      "a sūrah described without a verse is no reference",
    ],
    [
      "https://muhammadnazrulislam.blogspot.com/2023/04/blog-post_14.html",
      "দারসুল কুরআন – সূরা আল আনফাল – আয়াত ১১-১৯।",
      [],
      "8:11-19 is not covered",
    ],
    [
      "constructed, after https://muhammadnazrulislam.blogspot.com/2023/04/blog-post_14.html",
      "পরের দারস সূরা আল আনফাল, আয়াত ৬৭-৬৯ নিয়ে।",
      [["সূরা আল আনফাল, আয়াত ৬৭-৬৯", ALL]],
    ],
    [
      "constructed, after https://surahquran.com/tafsir-Bangla-aya-10-sora-8.html",
      "আয়াতটি বদর যুদ্ধে ফেরেশতাদের সাহায্যের কথা বলে।",
      [["বদর যুদ্ধে", "badr"]],
    ],
    [
      "constructed, after https://quran.com/bn/muhammad/4",
      "মুক্তিপণের বিধান সূরা আনফাল, আয়াত ৬৮-তেও আছে।",
      [["সূরা আনফাল, আয়াত ৬৮", "8:68"]],
    ],
  ],
};
