/** Turkish (data/grammar/languages/tr.json). */
import type { Row } from "../cases-find.ts";
import { framed, framedNot, type LanguageTable } from "./table.ts";

const ALL = "8:67 8:68 8:69";

/**
 * Wave 2 recall (docs/DETECTION.md): revelation words as Quran context, the tight comma and the
 * semicolon, the battle's other phrases and the lone name with this language's context words.
 */
const MORE_FIND: Row[] = [
  [
    "Ganimetler suresinin 69. ayeti ganimetin helal kılındığını bildirir.",
    [["Ganimetler suresinin 69. ayeti", "8:69"]],
  ],
  ["Bedir'de müslümanlar Kureyş ordusunu yendi.", [["Bedir", "badr"]]],
  [
    "Bedir Savaşı anlatılır.\n\nBedir'de Peygamber ashabıyla istişare etti.",
    [
      ["Bedir Savaşı", "badr"],
      ["Bedir", "badr"],
    ],
  ],
  ["Bedir ve Uhud arasında bir yıl geçti.", [["Bedir", "badr"]]],
  [
    "Bu ayet (8:67) Bedir esirleri hakkında nazil oldu.",
    [
      ["8:67", "8:67"],
      ["Bedir esirleri", "badr"],
    ],
  ],
  ["Esbab-ı nüzul kitaplarına göre 8:68 fidye hakkındadır.", [["8:68", "8:68"]]],
];

/** Wave 2's look-alikes: the same words beside Bible verses, times, scores, prices and people. */
const MORE_NOT: string[] = [
  "Bedir'de elde edilen ganimetler 69 deveden oluşuyordu.",
  "Ganimetler suresinin 70. ayeti esirlere hitap eder.",
  "Bedir, Ankara'da doğdu ve müzisyen oldu.",
  "Bedir Mahallesi 8. sokak",
  "Saat 8:09'da nazil olan yağmur durdu.",
  "Vahiy 8:9",
  "Bedir Bey dün geldi.",
];

/** The sūrah by its ordinal, the verse by its number and the ordinal dot ("sekizinci surenin 9. ayeti"). */
const ORDINAL_FIND: Row[] = [
  ["Sekizinci surenin 9. ayeti meleklerden söz eder.", [["Sekizinci surenin 9. ayeti", "8:9"]]],
  [
    "Kur'an'ın sekizinci suresinin 67-69. ayetleri esirlerle ilgilidir.",
    [["sekizinci suresinin 67-69. ayetleri", ALL]],
  ],
  ["Bkz. sekizinci sure, 68. ayet.", [["sekizinci sure, 68. ayet", "8:68"]]],
  [
    "Sekizinci surenin 67 ile 69. ayetleri fidyeyi anlatır.",
    [["Sekizinci surenin 67 ile 69. ayetleri", ALL]],
  ],
];

/** Ordinals of other sūrahs ("on sekizinci" is the 18th) and of other books' parts. */
const ORDINAL_NOT: string[] = [
  "dokuzuncu surenin 9. ayeti",
  "on sekizinci surenin 9. ayeti",
  "sekizinci bölümün 9. maddesi",
  "sekizinci sınıfın 9. dersi",
  "sekizinci kitabın 67. sayfası",
];

/** Bedir with a locative or dative and a verb of the battle, or before the battle's people. */
const BATTLE_FIND: Row[] = [
  ["Hz. Hamza Bedir'de savaştı.", [["Bedir'de savaştı", "badr"]]],
  ["İki oğlu Bedir'de şehit düştü.", [["Bedir'de şehit düştü", "badr"]]],
  ["Bedir'de esir alınan müşrikler fidye ile serbest bırakıldı.", [["Bedir'de esir alınan", "badr"]]],
  ["Bedir gazileri büyük hürmet gördü.", [["Bedir gazileri", "badr"]]],
  ["Bedir'e iştirak eden sahabiler en yüksek maaşı aldı.", [["Bedir'e iştirak eden", "badr"]]],
];

/** A person named Bedir, a neighbourhood, and the later Badr. */
const BATTLE_NOT: string[] = [
  "Bedir savaştı ve kazandı.",
  "Ali, Bedir'in ekibine katıldı.",
  "Ayşe yürüyüşte Bedir'e katıldı.",
  "Bedir Mahallesi'nde savaştılar.",
  "Bedir Bey'e katıldı.",
];

/** Verses by their ordinals (issue 36): "Enfal suresinin altmış dokuzuncu ayeti". */
const NUMBER_WORDS_FIND: Row[] = [
  [
    "Enfal suresinin altmış dokuzuncu ayeti ganimeti helal kılar.",
    [["Enfal suresinin altmış dokuzuncu ayeti", "8:69"]],
  ],
  ["Sekizinci surenin dokuzuncu ayeti meleklerden söz eder.", [["Sekizinci surenin dokuzuncu ayeti", "8:9"]]],
  [
    "Enfâl Sûresi'nin altmış yedinci âyeti esirlerle ilgilidir.",
    [["Enfâl Sûresi'nin altmış yedinci âyeti", "8:67"]],
  ],
  ["Enfal suresi, altmış sekizinci ayet.", [["Enfal suresi, altmış sekizinci ayet", "8:68"]]],
];

/** The same ordinals in school, law and other sūrahs. */
const NUMBER_WORDS_NOT: string[] = [
  "Dokuzuncu sınıfın altmış dokuzuncu öğrencisi.",
  "Sekizinci bölümün dokuzuncu maddesi.",
  "Dokuzuncu surenin dokuzuncu ayeti.",
  "Bakara suresinin dokuzuncu ayeti.",
];

/** The battle's wells (issue 36): "Bedir Kuyuları", "Bedir kuyularının". */
const BATTLE_NAMES_FIND: Row[] = [
  ["Bedir Kuyuları'nın başında konakladılar.", [["Bedir Kuyuları'nın", "badr"]]],
  ["Bedir kuyularının başına ilk Müslümanlar ulaştı.", [["Bedir kuyularının", "badr"]]],
];

/** People named Bedir, Bedirhan, Bedreddin. */
const BATTLE_NAMES_NOT: string[] = [
  "Bedirhan Bey dün geldi.",
  "Bedreddin Simavi bir alimdi.",
  "Bedir Bey kuyuları temizletti.",
  "Bedir, komşumuz, dün geldi.",
];

/** Issue 36: a sūrah by its Roman numeral after the language's own sūrah or Quran word */
const ROMAN_FIND: Row[] = [
  ["Kur'an VIII, 9 meleklerden söz eder.", [["Kur'an VIII, 9", "8:9"]]],
  ["Sure VIII, ayet 67 esirleri anlatır.", [["Sure VIII, ayet 67", "8:67"]]],
];

/** Issue 36: a sūrah by its Roman numeral after the language's own sūrah or Quran word: look-alikes. */
const ROMAN_NOT: string[] = ["Bölüm VIII, 9 sayfada anlatılır.", "Sure XVIII, 9 mağarayı anlatır."];

/** Issue 36: "and following" after a verse, a short range end, and ranges that run past or around a covered verse */
const FOLLOW_FIND: Row[] = [
  ["Bkz. Kur'an 8:67 vd. esirler hakkında.", [["Kur'an 8:67 vd.", "8:67 8:68 8:69"]]],
  ["Enfal suresi 9-12. ayetler melekleri anlatır.", [["Enfal suresi 9-12. ayetler", "8:9"]]],
];

/** Issue 36: "and following" after a verse, a short range end, and ranges that run past or around a covered verse: look-alikes. */
const FOLLOW_NOT: string[] = ["Bkz. Kur'an 8:70 vd. esirler hakkında."];

/** Issue 36: the battle's inflected and adposition forms */
const BATTLE36_FIND: Row[] = [
  ["Bedir esirlerinden okuma yazma bilenler serbest bırakıldı.", [["Bedir esirlerinden", "badr"]]],
  // Held-out set 6 (issue 36).
  [
    "Ganimetin helal kılınması Enfâl Sûresi'nin 69. ayetiyle olmuştur.",
    [["Enfâl Sûresi'nin 69. ayetiyle", "8:69"]],
  ],
  ["Bedir'de şehit düşen on dört sahabinin adları kitabın sonundadır.", [["Bedir", "badr"]]],
  ["Müslümanlar Bedir'e vardıklarında kuyuların başında konakladılar.", [["Bedir", "badr"]]],
  ["Müslümanlar Bedir'de Kureyş ordusunu yendi.", [["Bedir", "badr"]]],
  ["Peygamber Bedir'den Medine'ye döndü, Kureyş yenilmişti.", [["Bedir", "badr"]]],
  ["Peygamber Bedir'e doğru yola çıktı, Kureyş kervanı yaklaşıyordu.", [["Bedir", "badr"]]],
  ["Bedir Kuyuları başında ordu konakladı.", [["Bedir Kuyuları", "badr"]]],
  ["Bedir Kasabası yakınında savaş oldu.", [["Bedir Kasabası", "badr"]]],
];

/** Issue 36: the battle's inflected and adposition forms: look-alikes. */
const BATTLE36_NOT: string[] = [
  "Bedir Bey esirlerini salıverdi mi, diye sordu oyundaki çocuk.",
  // Held-out set 6 (issue 36).
  "Bedir'e kuyuların başında rastladım, okuldan arkadaşım.",
  "Bedir Bey kasabaya yeni taşındı.",
  "Bedir Aydın kasabasına döndü.",
];

/** Issue 36, third round: the battle's people in this language beside a lone name, and their look-alikes. */
const CONTEXT3_FIND: Row[] = [
  ["Ebû Cehil Bedir'de öldürüldü.", [["Bedir", "badr"]]],
  ["Ebu Cehil, Bedir'de Mekkeli ordunun başındaydı.", [["Bedir", "badr"]]],
];

const CONTEXT3_NOT: string[] = ["Bedir Bey, tiyatroda Ebu Cehil rolünü oynadı."];

export const table: LanguageTable = {
  find: [
    ...CONTEXT3_FIND,
    ...BATTLE36_FIND,
    ...FOLLOW_FIND,
    ...ROMAN_FIND,
    ...BATTLE_NAMES_FIND,
    ...NUMBER_WORDS_FIND,
    ...MORE_FIND,
    ...ORDINAL_FIND,
    ...BATTLE_FIND,
    ...framed(
      [
        ["Enfal suresi 68. ayet", "8:68"],
        ["Enfâl Sûresi'nin 67-69. ayetleri", ALL],
        ["Enfal Suresi 67. ayeti", "8:67"],
        ["ENFAL SURESİ 9. AYET", "8:9"],
        ["Enfal suresinin 69. ayetinde", "8:69"],
        ["Enfal Suresi, ayet 9", "8:9"],
        ["Enfal 67. ayet", "8:67"],
        ["Sure 8, ayet 68", "8:68"],
        ["Kur'an 8:69", "8:69"],
        ["Kur'an-ı Kerim, 8/67", "8:67"],
        ["Bedir Savaşı", "badr"],
        ["Bedir savaşında", "badr"],
        ["Bedir Gazvesi", "badr"],
        ["Bedir esirleri", "badr"],
      ],
      [
        "{}",
        "Tefsirciler {} üzerinde durur.",
        "Bu konu ({}) uzun uzun anlatılır.",
        "Hocamız dün {} hakkında konuştu.",
      ],
    ),
  ],
  not: [
    ...CONTEXT3_NOT,
    ...BATTLE36_NOT,
    ...FOLLOW_NOT,
    ...ROMAN_NOT,
    ...BATTLE_NAMES_NOT,
    ...NUMBER_WORDS_NOT,
    ...MORE_NOT,
    ...ORDINAL_NOT,
    ...BATTLE_NOT,
    ...framedNot(
      [
        "Yuhanna 8:68",
        "Matta 8:9 ve Luka 8:67",
        "Toplantı 8:09'da başladı.",
        "Saat 8.67 değil, 8.30'du.",
        "Fiyat 8,67 TL oldu.",
        "Bedir Bey dün geldi.",
        "Bedir Yılmaz yarışmayı kazandı.",
        "8. bölüm, 67. sayfa",
        "Romanın 8. kısmı, 9. bölüm",
        "Ankara 8 - 9 İzmir",
        "İkinci Bedir Savaşı",
      ],
      ["{}", "Haberde şöyle yazıyordu: {}", "Not: {}", "Dün akşam {}"],
    ),
  ],
  real: [
    [
      "https://www.readbull.net/archive/index.php/t-3680286.html",
      "Sayfa, EnfÂl Suresi 67. ayeti ne anlatıyor diye soruyor.",
      [["EnfÂl Suresi 67. ayeti", "8:67"]],
    ],
    [
      "https://www.readbull.net/archive/index.php/t-3680286.html",
      "Tefsire göre Bedir savaşı müslümanların zaferiyle bitmişti.",
      [["Bedir savaşı", "badr"]],
    ],
    [
      "https://surahquran.com/turkish-aya-67-sora-8.html",
      "Burada Enfal suresi 67. ayeti okunuşuyla verilir.",
      [["Enfal suresi 67. ayeti", "8:67"]],
    ],
    [
      "https://surahquran.com/turkish-aya-67-sora-8.html",
      "Meal bölümünün altında Enfal Suresi 67. ayet tefsiri yer alır.",
      [["Enfal Suresi 67. ayet", "8:67"]],
    ],
    [
      "https://surahquran.com/turkish-aya-67-sora-8.html",
      "Diyanet mealinde geçen ifade şöyledir [Enfal: 67]",
      [["Enfal: 67", "8:67"]],
    ],
    [
      "https://kuran-ikerim.org/119-ders-enfal-suresi-67-75-bedir-esirleri",
      "119. ders (Enfal Suresi, 67 - 75) Bedir Esirleri konusunu işler.",
      [
        ["Enfal Suresi, 67 - 75", ALL],
        ["Bedir Esirleri", "badr"],
      ],
    ],
    [
      "https://kuran-ikerim.org/119-ders-enfal-suresi-67-75-bedir-esirleri",
      "Rivayete göre Bedir Savaşında yetmiş esir alınmıştı.",
      [["Bedir Savaşında", "badr"]],
    ],
    [
      "https://www.haberler.com/enfal-suresi-okunusu-arapca-yazilisi-ve-turkce-13712844-haberi/",
      "Sure, hicretin ikinci yılında Bedir savaşından sonra inmiştir.",
      [["Bedir savaşından", "badr"]],
    ],
    [
      "https://kurantefsir.com/enfal-suresinin-anlami.html",
      "Enfal Suresi, Bedir Savaşının sonunda ganimetlerin paylaşımını anlatır.",
      [["Bedir Savaşının", "badr"]],
    ],
    [
      "https://www.easyquran.ai/tr/kids-quran/8",
      "Bedir Savaşı'ndan önce Peygamber durumu sahabeleriyle görüştü.",
      [["Bedir Savaşı'ndan", "badr"]],
    ],
    [
      "https://www.easyquran.ai/tr/kids-quran/8",
      "Allah, Bedir'de Müslüman ordusunu destekledi.",
      [["Bedir", "badr"]],
    ],
  ],
};
