/** Chinese (data/grammar/languages/zh.json). */
import type { Row } from "../cases-find.ts";
import { framed, framedNot, type LanguageTable } from "./table.ts";

const ALL = "8:67 8:68 8:69";

/**
 * Wave 2 recall (docs/DETECTION.md): revelation words as Quran context, the tight comma and the
 * semicolon, the battle's other phrases and the lone name with this language's context words.
 */
const MORE_FIND: Row[] = [
  ["《战利品》章 69节明确说明战利品是合法的。", [["《战利品》章 69节", "8:69"]]],
  [
    "这节经文（8:67）是在白德尔战役之后降示的。",
    [
      ["8:67", "8:67"],
      ["白德尔战役", "badr"],
    ],
  ],
];

/** Wave 2's look-alikes: the same words beside Bible verses, times, scores, prices and people. */
const MORE_NOT: string[] = ["《战利品》章 70节谈到俘虏。", "启示录 8:9", "比赛比分是8:9。"];

/**
 * The sūrah by its ordinal ("第八章") and the verse in Chinese numerals ("第六十七节"), with the
 * Quran or the sūrah's name before them. A range in Chinese numerals ("第六十七至六十九节") is not
 * read: {vnum} is one verse.
 */
const ORDINAL_FIND: Row[] = [
  ["《古兰经》第八章第六十七节谴责了收取赎金。", [["《古兰经》第八章第六十七节", "8:67"]]],
  ["古兰经第八章第9节提到天使。", [["古兰经第八章第9节", "8:9"]]],
  ["见古兰经第8章第六十八节。", [["古兰经第8章第六十八节", "8:68"]]],
  ["《古兰经》第八章第67至69节讲到俘虏。", [["《古兰经》第八章第67至69节", ALL]]],
  ["战利品章第六十九节允许享用战利品。", [["战利品章第六十九节", "8:69"]]],
  ["《古兰经》第八章（战利品章）第六十七节", [["《古兰经》第八章（战利品章）第六十七节", "8:67"]]],
  ["《古兰经·战利品章》第六十八节", [["《古兰经·战利品章》第六十八节", "8:68"]]],
  ["《古兰经》第八章第九節記載天使。", [["《古兰经》第八章第九節", "8:9"]]],
];

/** No Quran before the chapter, other scriptures, other sūrahs and other verses. */
const ORDINAL_NOT: string[] = [
  "第八章第六十七节",
  "小说第八章第六十七节",
  "《圣经》第八章第九节",
  "古兰经第九章第九节",
  "古兰经第十八章第九节",
  "《古兰经》第八十章第九节",
  "古兰经第八章第十九节",
  "古兰经第八章共有七十五节",
];

/** The battle's captives and martyrs. */
const BATTLE_FIND: Row[] = [
  ["白德尔的俘虏被释放了。", [["白德尔的俘虏", "badr"]]],
  ["拜德尔战俘以赎金获释。", [["拜德尔战俘", "badr"]]],
  ["白德尔烈士葬在井边。", [["白德尔烈士", "badr"]]],
];

/** The name beside other words. */
const BATTLE_NOT: string[] = ["白德尔的朋友来了。", "白德尔·哈里的拳击馆"];

/** A range of verses in words (issue 36): 古兰经第八章第六十七至六十九节. */
const NUMBER_WORDS_FIND: Row[] = [
  ["古兰经第八章第六十七至六十九节谈到俘虏。", [["古兰经第八章第六十七至六十九节", "8:67 8:68 8:69"]]],
  ["《古兰经》第8章第六十七至六十九节", [["《古兰经》第8章第六十七至六十九节", "8:67 8:68 8:69"]]],
  ["安法尔章第六十七至六十八节", [["安法尔章第六十七至六十八节", "8:67 8:68"]]],
];

/** The same range in another book, and backwards. */
const NUMBER_WORDS_NOT: string[] = [
  "《论语》第八章第六十七至六十九节",
  "第八章第六十七至六十九节讲述了战争。",
  "古兰经第八章第六十九至六十七节",
];

/** The battle's names (issue 36): 一役, 之日 and the traditional forms. */
const BATTLE_NAMES_FIND: Row[] = [
  ["拜德尔一役，穆斯林以少胜多。", [["拜德尔一役", "badr"]]],
  ["白德尔之日，天使降临。", [["白德尔之日", "badr"]]],
  ["貝德爾之戰是第一場大戰。", [["貝德爾之戰", "badr"]]],
  ["巴德爾戰爭之後，穆斯林回到麥地那。", [["巴德爾戰爭", "badr"]]],
];

/** The names alone, and the second Badr. */
const BATTLE_NAMES_NOT: string[] = [
  "白德尔先生今天来了。",
  "第二次白德尔之战没有发生战斗。",
  "巴德尔是一个常见的名字。",
];

/** Issue 36: ranges that run past or around a covered verse, as in every language */
const RANGES_FIND: Row[] = [
  ["古兰经第8章第9至12节讲述天使。", [["古兰经第8章第9至12节", "8:9"]]],
  ["古兰经第8章第5至19节讲述那场战斗。", [["古兰经第8章第5至19节", "8:9"]]],
];

/** Issue 36: digits of every kind, and every dash, in a citation */
const DIGITS_FIND: Row[] = [["古兰经第８章第６７节讲述俘虏。", [["古兰经第８章第６７节", "8:67"]]]];

/** Issue 36: digits of every kind, and every dash, in a citation: look-alikes. */
const DIGITS_NOT: string[] = ["房间８：６７在左边。"];

/** Issue 36: the battle's inflected and adposition forms */
const BATTLE36_FIND: Row[] = [
  ["在白德尔之日，穆斯林战胜了古莱什人。", [["白德尔之日", "badr"]]],
  ["拜德爾戰役之後，俘虜被贖回。", [["拜德爾戰役", "badr"]]],
  ["巴德尔一役改变了局势。", [["巴德尔一役", "badr"]]],
  ["巴德爾之戰是第一場大戰。", [["巴德爾之戰", "badr"]]],
];

/** Issue 36: the battle's inflected and adposition forms: look-alikes. */
const BATTLE36_NOT: string[] = ["第二次白德尔之战没有发生战斗。"];

/** Issue 36, third round: the battle's people in this language beside a lone name, and their look-alikes. */
const CONTEXT3_FIND: Row[] = [
  // Held-out set 7 (issue 36).
  ["穆斯林军队先抵达白德尔的水井。", [["白德尔的水井", "badr"]]],

  ["首页 > 古兰经 > 第8章 > 第9节", [["第8章 > 第9节", "8:9"]]],
  ["战利品章（8：67—69）论及俘虏与赎金。", [["战利品章（8：67—69）", "8:67 8:68 8:69"]]],
  [
    "白德尔战役后降示了第八章第67至69节。",
    [
      ["白德尔战役", "badr"],
      ["第八章第67至69节", "8:67 8:68 8:69"],
    ],
  ],
  // "Chapter 8, verse 9" counts where the Quran is the subject: here, a revelation word.
  [
    "白德尔战役之后降示了第8章第9节。",
    [
      ["白德尔战役", "badr"],
      ["第8章第9节", "8:9"],
    ],
  ],
];

const CONTEXT3_NOT: string[] = [
  "小说 > 第8章 > 第9节",
  "这本书第八章第67节写得很好。",
  "这本小说第8章第67节写得很好。",
];

/** Issue 36, forms a fourth blind held-out set (9) showed missing: the name written 伯德尔. */
const FORMS9_FIND: Row[] = [["参加伯德尔之战的圣门弟子享有特殊地位。", [["伯德尔之战", "badr"]]]];

const FORMS9_NOT: string[] = ["伯德尔是一位德国足球运动员。"];

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
    ...ORDINAL_FIND,
    ...BATTLE_FIND,
    ...framed(
      [
        ["《古兰经》第8章第67节", "8:67"],
        ["古兰经第8章第9节", "8:9"],
        ["《古兰经》第8章第67至69节", ALL],
        ["《古兰经》8:68", "8:68"],
        ["战利品章第69节", "8:69"],
        ["《古兰经·战利品章》第9节", "8:9"],
        ["战利品章（第8章）第68节", "8:68"],
        ["《古蘭經》第8章第67節", "8:67"],
        ["白德尔战役", "badr"],
        ["拜德尔之战", "badr"],
      ],
      ["{}", "经注家详细解释了{}。", "参见（{}）。", "昨天伊玛目在清真寺诵读了{}。"],
    ),
  ],
  not: [
    ...FORMS9_NOT,
    ...CONTEXT3_NOT,
    ...BATTLE36_NOT,
    ...DIGITS_NOT,
    ...BATTLE_NAMES_NOT,
    ...NUMBER_WORDS_NOT,
    ...MORE_NOT,
    ...ORDINAL_NOT,
    ...BATTLE_NOT,
    ...framedNot(
      [
        "约翰福音8:9",
        "马太福音8:9和路加福音8:67",
        "火车8:09出发。",
        "价格是8.67元。",
        "第8章第67节（小说）",
        "比赛比分8:9。",
        "巴德尔·哈里赢得了比赛。",
        "第8条第9款",
        "白德尔先生昨天来了。",
        "第8课第9页",
      ],
      ["{}", "新闻：{}", "备注：{}", "昨天：{}"],
    ),
  ],
  real: [
    [
      "https://www.easyquran.ai/zh-CN/kids-quran/8",
      "在白德尔战役之前，先知与同伴们讨论了局势。",
      [["白德尔战役", "badr"]],
    ],
    [
      "https://www.easyquran.ai/zh-CN/kids-quran/8",
      "真主在白德尔襄助了穆斯林军队。",
      [],
      "missed: a lone name in Chinese has no context rule",
    ],
    [
      "https://huazhe.org/shengzhuan/muhammad-de-chunjiewuxia-2",
      "文章标题是真主的使者和白德尔战役的俘虏。",
      [["白德尔战役", "badr"]],
    ],
    [
      "https://huazhe.org/shengzhuan/muhammad-de-chunjiewuxia-2",
      "《古兰经》第47章〈穆罕默德〉的经文讲到处理战俘的原则。",
      [],
      "47 is not covered, and no verse is named",
    ],
    [
      "https://huazhe.org/shengzhuan/muhammad-de-chunjiewuxia-2",
      "有人认为第47章在第8章〈战利品〉之前颁降。",
      [],
      "a chapter named without a verse is no reference",
    ],
    [
      "http://mm5888.com/20080804/19678.html",
      "页面开头是第八章 戰利品，然后逐节翻译。",
      [],
      "missed: Chinese numerals (第八章) are not read",
    ],
    ["http://mm5888.com/20080804/19678.html", "據傳，白德爾戰役我帶了劍來。", [["白德爾戰役", "badr"]]],
    [
      "https://chinese-tafsir.com/app/range/251",
      "欧巴德说：白德尔战役告捷后，穆斯林在分配战利品上发生了纠纷。",
      [["白德尔战役", "badr"]],
    ],
    [
      "constructed, after https://chinese-tafsir.com/app/range/251",
      "关于天使的援助，见《古兰经》第8章第9节。",
      [["《古兰经》第8章第9节", "8:9"]],
    ],
    [
      "constructed, after https://chinese-tafsir.com/app/range/260",
      "注释引用了《古兰经》8:67，说明俘虏的问题。",
      [["《古兰经》8:67", "8:67"]],
    ],
  ],
};
