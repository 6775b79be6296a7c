/** Indonesian and Malay (data/grammar/languages/id.json). */
import type { Row } from "../cases-find.ts";
import { framed, framedNot, type LanguageTable } from "./table.ts";

const ALL = "8:67 8:68 8:69";

/**
 * Wave 2 recall (docs/DETECTION.md): revelation words as Quran context, the tight comma and the
 * semicolon, the battle's other phrases and the lone name with this language's context words.
 */
const MORE_FIND: Row[] = [
  ["Kaum muslimin mengalahkan kafir Quraisy di Badar.", [["Badar", "badr"]]],
  ["Nabi Muhammad memimpin pasukan ke Badar.", [["Badar", "badr"]]],
  [
    "Perang Badar terjadi pada 17 Ramadan.\n\nDi Badar, kaum muslimin menang.",
    [
      ["Perang Badar", "badr"],
      ["Badar", "badr"],
    ],
  ],
  ["Asbabun nuzul 8:67 berkaitan dengan tawanan perang.", [["8:67", "8:67"]]],
  ["Ayat ini diturunkan (8:67) setelah perang.", [["8:67", "8:67"]]],
  ["Kaum muslimin mengalahkan kafir Quraisy di Badr.", [["Badr", "badr"]]],
];

/** Wave 2's look-alikes: the same words beside Bible verses, times, scores, prices and people. */
const MORE_NOT: string[] = [
  "Badar, seorang nelayan, pulang ke kampung.",
  "Badar dan istrinya pergi ke pasar.",
  "Harga diturunkan menjadi 8:9 persen.",
  "Wahyu 8:9",
  "Badar, tetangga saya, datang kemarin.",
];

/** The sūrah by its ordinal ("surah kedelapan ayat 9"; "kedelapan belas" is the 18th). */
const ORDINAL_FIND: Row[] = [
  ["Surah kedelapan ayat 9 menyebut bantuan malaikat.", [["Surah kedelapan ayat 9", "8:9"]]],
  ["Ayat 67 sampai 69 surah kedelapan membahas tawanan.", [["Ayat 67 sampai 69 surah kedelapan", ALL]]],
  ["Lihat ayat ke-68 dari surah kedelapan.", [["ayat ke-68 dari surah kedelapan", "8:68"]]],
  ["Dalam surat kedelapan, ayat 67, Allah menegur Nabi.", [["surat kedelapan, ayat 67", "8:67"]]],
  ["Surah kedelapan ayat ke-69 menghalalkan ganimah.", [["Surah kedelapan ayat ke-69", "8:69"]]],
];

/** Ordinals of other sūrahs, and of laws' articles ("pasal") and books' chapters ("bab"). */
const ORDINAL_NOT: string[] = [
  "surah kesembilan ayat 9",
  "surah kedelapan belas ayat 9",
  "ayat 9 surah kesembilan",
  "pasal kedelapan ayat 9",
  "bab kedelapan ayat 9",
];

/** A lone Badar after a verb of fighting or dying there. */
const BATTLE_FIND: Row[] = [
  ["Hamzah berperang di Badar bersama Nabi.", [["berperang di Badar", "badr"]]],
  ["Empat belas sahabat gugur di Badar.", [["gugur di Badar", "badr"]]],
  ["Ia syahid di Badr pada bulan Ramadan.", [["syahid di Badr", "badr"]]],
  ["Mereka bertempur di Badar melawan kaum Quraisy.", [["bertempur di Badar", "badr"]]],
];

/** The same verbs beside places and people named Badar. */
const BATTLE_NOT: string[] = [
  "Prajurit itu gugur di Badar Raya.",
  "Ia berperang di Badr City melawan banjir.",
  "Badar berperang melawan rasa malas.",
  "Dia ikut Badar ke pasar.",
];

/** Verses by their ordinals (issue 36): "ayat kesembilan surat Al-Anfal". */
const NUMBER_WORDS_FIND: Row[] = [
  ["Lihat ayat kesembilan surat Al-Anfal tentang malaikat.", [["ayat kesembilan surat Al-Anfal", "8:9"]]],
  [
    "Dalam Surat Al-Anfal ayat keenam puluh tujuh disebutkan tawanan.",
    [["Surat Al-Anfal ayat keenam puluh tujuh", "8:67"]],
  ],
  [
    "Ayat kesembilan dari surah kedelapan menyebut seribu malaikat.",
    [["Ayat kesembilan dari surah kedelapan", "8:9"]],
  ],
  ["Surah kedelapan, ayat keenam puluh sembilan.", [["Surah kedelapan, ayat keenam puluh sembilan", "8:69"]]],
];

/** The same ordinals in law and school, and of another sūrah. */
const NUMBER_WORDS_NOT: string[] = [
  "Pasal kedelapan ayat kesembilan undang-undang itu.",
  "Kelas kesembilan, bab kedelapan.",
  "ayat kesembilan surat Al-Baqarah",
  "Ayat kesembilan dari surah kesembilan.",
];

/** Issue 36: a sūrah by its Roman numeral after the language's own sūrah or Quran word */
const ROMAN_FIND: Row[] = [
  ["Lihat surat VIII, ayat 9 tentang malaikat.", [["surat VIII, ayat 9", "8:9"]]],
  ["Al-Quran VIII: 67 menyebut tawanan.", [["Al-Quran VIII: 67", "8:67"]]],
];

/** Issue 36: a sūrah by its Roman numeral after the language's own sūrah or Quran word: look-alikes. */
const ROMAN_NOT: string[] = ["Bab VIII, 9 halaman buku itu.", "Surat XVIII, 9 tentang gua."];

/** Issue 36: "and following" after a verse, a short range end, and ranges that run past or around a covered verse */
const FOLLOW_FIND: Row[] = [
  ["Lihat QS. Al-Anfal: 67 dst. tentang tawanan.", [["QS. Al-Anfal: 67 dst.", "8:67 8:68 8:69"]]],
  ["QS. Al-Anfal [8]: 9-12 tentang malaikat.", [["QS. Al-Anfal [8]: 9-12", "8:9"]]],
];

/** Issue 36: "and following" after a verse, a short range end, and ranges that run past or around a covered verse: look-alikes. */
const FOLLOW_NOT: string[] = ["Lihat QS. Al-Anfal: 70 dst. tentang tawanan."];

/** Issue 36, third round: more forms of citations and of the battle in this language, and their look-alikes. */
const CONTEXT3_FIND: Row[] = [
  // Held-out set 7 (issue 36).
  [
    "Pasukan Muslimin tiba lebih dahulu di sumur-sumur Badar dan menguasai sumber air.",
    [["sumur-sumur Badar", "badr"]],
  ],

  // Another sūrah's pair ends the list: the covered pair after it is found on its own.
  ["QS 2:255, 8:67", [["8:67", "8:67"]]],
  ["QS 8:9; 8:67 — dua ayat yang wajib dihafal.", [["QS 8:9; 8:67", "8:9 8:67"]]],
];

const CONTEXT3_NOT: string[] = [
  // Held-out set 7 (issue 36).
  "Sumur Badar Raya milik warga sudah kering.",
  "QS 2:255, 2:256",
  "QS 9:67, 9:68",
];

/** Issue 36, forms a fourth blind held-out set (9) showed missing: the name alone before "ayat". */
const FORMS9_FIND: Row[] = [
  ["Bacalah tafsir Al-Anfal ayat 67 tentang tawanan.", [["Al-Anfal ayat 67", "8:67"]]],
  ["Lihat Al-Anfal ayat ke-69.", [["Al-Anfal ayat ke-69", "8:69"]]],
];

const FORMS9_NOT: string[] = ["Nama saya Anfal, umur 9 tahun."];

export const table: LanguageTable = {
  find: [
    ...FORMS9_FIND,
    ...CONTEXT3_FIND,
    ...FOLLOW_FIND,
    ...ROMAN_FIND,
    ...NUMBER_WORDS_FIND,
    ...MORE_FIND,
    ...ORDINAL_FIND,
    ...BATTLE_FIND,
    ...framed(
      [
        ["QS. Al-Anfal [8]: 9", "8:9"],
        ["QS 8:67", "8:67"],
        ["QS. 8: 68", "8:68"],
        ["surat Al-Anfal ayat 67–69", ALL],
        ["Surah Al-Anfal ayat 9", "8:9"],
        ["Q.S. Al-Anfal: 67", "8:67"],
        ["Al-Qur'an surat Al-Anfal (8) ayat 68", "8:68"],
        ["surat ke-8 ayat 69", "8:69"],
        ["ayat 67 surat Al-Anfal", "8:67"],
        ["ayat ke-9 dari surat Al-Anfal", "8:9"],
        ["surah Al-Anfal ayat 67 hingga 69", ALL],
        ["Perang Badar", "badr"],
        ["pertempuran Badar", "badr"],
        ["tawanan perang Badar", "badr"],
      ],
      [
        "{}",
        "Para ulama menjelaskan {} dengan rinci.",
        "Lihat ({}) untuk keterangan.",
        "Dalam kajian kemarin, {} dibahas lagi.",
      ],
    ),
  ],
  not: [
    ...FORMS9_NOT,
    ...CONTEXT3_NOT,
    ...FOLLOW_NOT,
    ...ROMAN_NOT,
    ...NUMBER_WORDS_NOT,
    ...MORE_NOT,
    ...ORDINAL_NOT,
    ...BATTLE_NOT,
    ...framedNot(
      [
        "Matius 8:9",
        "Yohanes 8:68 dan Lukas 8:67",
        "Rapat dimulai pukul 8:09 pagi.",
        "Harganya 8.67 € saja.",
        "Badar bin Ahmad pulang kampung.",
        "Jalan Badar Raya nomor 9",
        "Desa Badar di Aceh Tenggara",
        "bab 8 halaman 67",
        "Skor akhir 8:9 untuk tim tamu.",
        "Pak Badar menjadi ketua RT.",
      ],
      ["{}", "Berita hari ini: {}", "Catatan: {}", "Kemarin sore {}"],
    ),
  ],
  real: [
    [
      "https://qurano.com/id/8-al-anfal/ayat-69",
      "Tafsir itu mengutip ketiga ayat lalu menutupnya dengan (Al-Anfal: 67-69).",
      [["Al-Anfal: 67-69", ALL]],
    ],
    [
      "https://qurano.com/id/8-al-anfal/ayat-69",
      "Ini teguran Allah kepada kaum beriman pada hari Perang Badar, ketika mereka menawan musuh.",
      [["Perang Badar", "badr"]],
    ],
    [
      "http://ahmadsudardi.blogspot.com/2019/03",
      "Blog itu menulis teks Arab ayat-ayat tersebut, lalu الانفال:67-69 di akhirnya.",
      [["الانفال:67-69", ALL]],
    ],
    [
      "http://ahmadsudardi.blogspot.com/2019/03",
      "Terjemahannya ditutup dengan catatan [QS. Al-Anfaal] tanpa nomor ayat.",
      [],
      "missed: a sūrah name with no verse number is no verse reference",
    ],
    [
      "https://tafsirq.com/id/8-al-anfal/ayat-67",
      "Judul halamannya: Surat Al-Anfal Ayat 67.",
      [["Surat Al-Anfal Ayat 67", "8:67"]],
    ],
    [
      "https://tafsirq.com/id/8-al-anfal/ayat-67",
      "Ayat ini turun ketika kaum muslimin memilih tebusan bagi para tawanan perang Badar.",
      [["tawanan perang Badar", "badr"]],
    ],
    [
      "https://tafsirq.com/id/8-al-anfal/ayat-67",
      "Mereka tergesa-gesa mengambil tawanan sebelum benar-benar menang pada pertempuran di Badar.",
      [["pertempuran di Badar", "badr"]],
    ],
    [
      "https://www.easyquran.ai/id/kids-quran/8",
      "Sebelum Perang Badar, Nabi bermusyawarah dengan para sahabat.",
      [["Perang Badar", "badr"]],
    ],
    [
      "https://fliphtml5.com/hnubr/nccp/Buku_Quran_dan_Terjemah/257",
      "Subjudul di halaman itu berbunyi Peristiwa Perang Badar.",
      [["Perang Badar", "badr"]],
    ],
    [
      "https://fliphtml5.com/hnubr/nccp/Buku_Quran_dan_Terjemah/257",
      "Catatan kaki menyebut hari bertemunya dua pasukan pada Perang Badar, 17 Ramadan.",
      [["Perang Badar", "badr"]],
    ],
    [
      "https://quran.kitsb.com.my/8",
      "Halaman Malaysia itu berjudul Surah 8 Al-Anfal dan menyebut 75 ayat.",
      [],
      "a sūrah heading without a verse is no reference",
    ],
  ],
};
