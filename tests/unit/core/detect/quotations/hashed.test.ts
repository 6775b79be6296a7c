/**
 * Translations shipped as hashes (data/quotations/hashed.json; docs/DETECTION.md, "Quoted
 * verses"; ADR 016). For each version: its four verses quoted in part (a third, a half, a middle
 * run) are found with the right verse; its formulas and runs of its other verses are not. The rows
 * are short runs of each translation, quoted from the texts data/README.md names. Rule C (four
 * Arabic words in quotation marks) has its own rows, and a malformed hashed.json stops the build
 * naming the file, the field and the problem.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadQuotations } from "../../../../../src/node/quotations.ts";
import { COVERED } from "../helpers.ts";
import { anchors, DATA, QUOTATIONS, quoting, quotingProbe } from "./helpers.ts";

/** [version, verse, quoted part]: found with that verse, over most of the part (a span ends at a matched word). */
const FOUND: [string, string, string][] = [
  ["en-hilali", "8:9", 'sought help of your Lord and He answered you (saying): "I will help'],
  ["en-hilali", "8:9", "the angels each behind the other (following one another) in succession"],
  [
    "en-hilali",
    "8:67",
    "It is not for a Prophet that he should have prisoners of war (and free them with ransom)",
  ],
  ["en-hilali", "8:67", "but Allah desires (for you) the Hereafter. And Allah is"],
  ["en-hilali", "8:68", "Were it not a previous ordainment from Allah, a severe"],
  ["en-hilali", "8:69", "So enjoy what you have gotten of booty in war, lawful and"],
  ["en-shakir", "8:9", "When you sought aid from your Lord, so He answered you"],
  [
    "en-shakir",
    "8:67",
    "It is not fit for a prophet that he should take captives unless he has fought and triumphed in the land",
  ],
  ["en-shakir", "8:67", "and triumphed in the land; you desire the frail"],
  ["en-shakir", "8:68", "had already gone forth, surely there would have befallen"],
  // Shakir's and Maududi's 8:69 hold no key word once "acquired", "careful" and "obtained" are
  // common words (found in reference-free pages): quoted whole, the formula's long words count.
  [
    "en-shakir",
    "8:69",
    "Eat then of the lawful and good (things) which you have acquired in war, and be careful of (your duty to) Allah; surely Allah is Forgiving, Merciful",
  ],
  ["en-maududi", "8:9", "And recall when you implored your Lord for help"],
  [
    "en-maududi",
    "8:67",
    "It behoves not a Prophet to take captives until he has sufficiently suppressed the",
  ],
  ["en-maududi", "8:68", "decree from Allah, a stern punishment would have afflicted"],
  [
    "en-maududi",
    "8:69",
    "So eat that which you have obtained - for it is lawful and clean--and fear Allah. Surely Allah is Ever-Forgiving, Most Merciful",
  ],
  ["en-ahmedali", "8:9", "Remember when you prayed to your Lord for help, He heard you and"],
  ["en-ahmedali", "8:67", "No apostle should take captives until he has battled and subdued the country"],
  ["en-ahmedali", "8:67", "desire the vanities of this world, but God wills"],
  ["en-ahmedali", "8:68", "Had this not been decreed by God in advance, you would"],
  ["en-ahmedali", "8:69", "But now use such of the spoils as are lawful and"],
  ["en-arberry", "8:9", "When you were calling upon your Lord for succour, and He answered"],
  [
    "en-arberry",
    "8:67",
    "It is not for any Prophet to have prisoners until he make wide slaughter in the land",
  ],
  ["en-arberry", "8:68", "prior prescription from God, there had afflicted you, for"],
  ["en-arberry", "8:69", "booty, such as is lawful and good; and fear"],
  ["en-asad", "8:9", 'whereupon He thus responded to you: "I shall, verily'],
  [
    "en-asad",
    "8:67",
    "IT DOES NOT behove a prophet to keep captives unless he has battled strenuously on earth",
  ],
  ["en-asad", "8:68", "tremendous chastisement on account of all [the captives] that you took"],
  ["en-asad", "8:69", "Enjoy, then, all that is lawful and good among the things which you have gained"],
  ["en-khattab", "8:9", "when you cried out to your Lord for help, He answered"],
  [
    "en-khattab",
    "8:67",
    "It is not fit for a prophet that he should take captives until he has thoroughly subdued the land",
  ],
  ["en-khattab", "8:68", "a tremendous punishment for whatever ˹ransom˺ you have taken"],
  ["en-khattab", "8:69", "Now enjoy what you have taken, for it is lawful and good"],
  ["de-rassoul", "8:9", "Ich will euch mit eintausend Engeln nacheinander beistehen"],
  [
    "de-rassoul",
    "8:67",
    "Einem Propheten geziemt es nicht, Gefangene zu (be-)halten, sofern er nicht heftig",
  ],
  ["de-rassoul", "8:67", "Ihr wollt die Güter dieser Welt, Allah aber will (für euch) das Jenseits"],
  ["de-rassoul", "8:68", "Wäre nicht schon eine Bestimmung von Allah dagewesen, so hätte euch"],
  ["de-rassoul", "8:69", "So esset von dem, was ihr erbeutet habt, soweit es erlaubt und gut ist"],
  ["es-cortes", "8:9", "Cuando pedisteis auxilio a vuestro Señor y Él os escuchó"],
  ["es-cortes", "8:67", "No está bien que un profeta tenga cautivos mientras no someta en la tierra"],
  [
    "es-cortes",
    "8:67",
    "profeta tenga cautivos mientras no someta en la tierra. Vosotros queréis lo que la vida",
  ],
  ["es-cortes", "8:68", "habríais sufrido un castigo terrible por haberos apoderado de aquello"],
  ["es-cortes", "8:69", "¡Tomad del botín hecho lo lícito, lo bueno! ¡Y temed a Alá!"],
  ["ru-krachkovsky", "8:9", "взывали вы за помощью к вашему Господу, и Он ответил вам"],
  ["ru-krachkovsky", "8:67", "Ни одному пророку не годилось иметь пленных, пока он не производил избиения"],
  ["ru-krachkovsky", "8:67", "Вы стремитесь к случайностям ближайшего мира, а Аллах желает будущего"],
  ["ru-krachkovsky", "8:68", "Если бы не писание от Аллаха, которое пришло раньше, то коснулось бы вас"],
  ["ru-krachkovsky", "8:69", "Ешьте же то, что вы взяли в добычу дозволенным, благим"],
  ["tr-yazir", "8:9", "Ben işte ardarda bin melekle size yardım ediyorum"],
  [
    "tr-yazir",
    "8:67",
    "Hiçbir peygamberin, yeryüzünde ağır basmadıkça (kesin zafere ulaşıp üstün gelmedikçe)",
  ],
  ["tr-yazir", "8:67", "Siz dünya malını istersiniz, oysa Allah ahireti kazanmanızı murad eder"],
  ["tr-yazir", "8:68", "aldığınız fidyeden dolayı size mutlaka büyük bir azab dokunurdu"],
  ["tr-yazir", "8:69", "Artık elde ettiğiniz ganimetten helâl ve hoş olarak yiyin"],
  ["ur-jalandhry", "8:9", "جب تم اپنے پروردگار سے فریاد کرتے تھے تو اس نے تمہاری دعا قبول کرلی"],
  ["ur-jalandhry", "8:9", "ہم ہزار فرشتوں سے جو ایک دوسرے کے پیچھے آتے جائیں گے"],
  ["ur-jalandhry", "8:67", "پیغمبر کو شایان نہیں کہ اس کے قبضے میں قیدی رہیں جب تک"],
  ["ur-jalandhry", "8:68", "اگر خدا کا حکم پہلے نہ ہوچکا ہوتا تو جو (فدیہ) تم نے لیا ہے"],
  ["ur-jalandhry", "8:69", "تو جو مالِ غنیمت تمہیں ملا ہے اسے کھاؤ"],
  ["de-bubenheim", "8:9", "als ihr euren Herrn um Hilfe anrieft. Da erhörte Er euch"],
  ["de-bubenheim", "8:9", "Ich werde euch mit Tausend von den Engeln unterstützen, hintereinander reitend"],
  ["de-bubenheim", "8:9", "Da erhörte Er euch: Ich werde euch mit Tausend von den Engeln"],
  [
    "de-bubenheim",
    "8:67",
    "Es steht keinem Propheten zu, Gefangene zu haben, bis er (den Feind überall) im Land schwer niedergekämpft hat",
  ],
  ["de-bubenheim", "8:67", "Ihr wollt Glücksgüter des Diesseitigen, aber Allah will das Jenseits"],
  [
    "de-bubenheim",
    "8:67",
    "bis er im Land schwer niedergekämpft hat. Ihr wollt Glücksgüter des Diesseitigen",
  ],
  ["de-bubenheim", "8:68", "Wenn nicht von Allah eine früher ergangene Bestimmung wäre, würde euch"],
  [
    "de-bubenheim",
    "8:68",
    "würde euch für das, was ihr genommen habt, wahrlich gewaltige Strafe widerfahren",
  ],
  [
    "de-bubenheim",
    "8:68",
    "eine früher ergangene Bestimmung wäre, würde euch für das, was ihr genommen habt",
  ],
  ["de-bubenheim", "8:69", "Eßt nun von dem, was ihr erbeutet habt, als etwas Erlaubtes und Gutes"],
  ["de-bubenheim", "8:69", "Eßt nun von dem, was ihr erbeutet habt"],
  ["de-bubenheim", "8:69", "was ihr erbeutet habt, als etwas Erlaubtes und Gutes, und fürchtet Allah"],
  [
    "fr-hamidullah-revised",
    "8:9",
    "le moment où vous imploriez le secours de votre Seigneur et qu’Il vous exauça aussitôt",
  ],
  [
    "fr-hamidullah-revised",
    "8:9",
    "Je vais vous renforcer d’un millier d’Anges déferlant les uns à la suite des autres",
  ],
  [
    "fr-hamidullah-revised",
    "8:9",
    "qu’Il vous exauça aussitôt : Je vais vous renforcer d’un millier d’Anges",
  ],
  [
    "fr-hamidullah-revised",
    "8:67",
    "Un prophète ne devrait pas faire de prisonniers avant d’avoir prévalu [et mis les mécréants hors de combat] sur la Terre",
  ],
  [
    "fr-hamidullah-revised",
    "8:67",
    "sur la Terre. Vous voulez les biens d’ici-bas, tandis qu’Allah veut l’au-delà",
  ],
  ["fr-hamidullah-revised", "8:67", "ne devrait pas faire de prisonniers avant d’avoir prévalu sur la Terre"],
  [
    "fr-hamidullah-revised",
    "8:68",
    "N’eut-été une prescription préalable d’Allah, un énorme châtiment vous aurait touché",
  ],
  ["fr-hamidullah-revised", "8:68", "vous aurait touché pour ce que vous avez pris [de la rançon]"],
  ["fr-hamidullah-revised", "8:68", "une prescription préalable d’Allah, un énorme châtiment vous aurait"],
  [
    "fr-hamidullah-revised",
    "8:69",
    "Mangez donc de ce qui vous est échu en butin, tant qu’il est licite et pur",
  ],
  [
    "fr-hamidullah-revised",
    "8:69",
    "ce qui vous est échu en butin, tant qu’il est licite et pur. Et craignez Allah",
  ],
  ["fr-hamidullah-revised", "8:69", "de ce qui vous est échu en butin, tant qu’il est licite"],
  ["tr-diyanet-meal", "8:9", "Hani Rabbinizden yardım istiyor, yalvarıyordunuz. O da, Ben size ard arda"],
  ["tr-diyanet-meal", "8:9", "Ben size ard arda bin melekle yardım ediyorum diye cevap vermişti"],
  ["tr-diyanet-meal", "8:9", "yalvarıyordunuz. O da, Ben size ard arda bin melekle yardım ediyorum"],
  [
    "tr-diyanet-meal",
    "8:67",
    "Yeryüzünde düşmanı tamamıyla sindirip hâkim duruma gelmedikçe, hiçbir peygambere esir almak yakışmaz",
  ],
  [
    "tr-diyanet-meal",
    "8:67",
    "Siz geçici dünya menfaatini istiyorsunuz, hâlbuki Allah ahireti (kazanmanızı) istiyor",
  ],
  [
    "tr-diyanet-meal",
    "8:67",
    "hiçbir peygambere esir almak yakışmaz. Siz geçici dünya menfaatini istiyorsunuz",
  ],
  ["tr-diyanet-meal", "8:68", "Eğer Allah’ın daha önce verilmiş bir hükmü olmasaydı, aldığınız şey"],
  ["tr-diyanet-meal", "8:68", "aldığınız şey (fidye)den dolayı size büyük bir azap dokunurdu"],
  ["tr-diyanet-meal", "8:68", "daha önce verilmiş bir hükmü olmasaydı, aldığınız şey (fidye)den dolayı"],
  ["tr-diyanet-meal", "8:69", "Artık elde ettiğiniz ganimetten helâl ve temiz olarak yiyin"],
  [
    "tr-diyanet-meal",
    "8:69",
    "elde ettiğiniz ganimetten helâl ve temiz olarak yiyin. Allah’a karşı gelmekten sakının",
  ],
  ["tr-diyanet-meal", "8:69", "ganimetten helâl ve temiz olarak yiyin. Allah’a karşı gelmekten"],
  ["en-daryabadi", "8:9", "And recall what time ye implored our Lord and He answered you: verily I"],
  ["en-daryabadi", "8:9", "you with a thousand of angels rank in rank"],
  ["en-daryabadi", "8:9", "our Lord and He answered you: verily I am about to succour you"],
  [
    "en-daryabadi",
    "8:67",
    "It behoveth not a prophet that he should have captives until he hath greatly slaughtered in the land",
  ],
  ["en-daryabadi", "8:67", "the world, while Allah seeketh the Hereafter; and Allah is Mighty, Wise"],
  [
    "en-daryabadi",
    "8:67",
    "have captives until he hath greatly slaughtered in the land. Ye seek the gear of the world",
  ],
  ["en-daryabadi", "8:68", "Were it not that a writ had already gone forth from Allah, there"],
  ["en-daryabadi", "8:68", "there would surely have touched you a mighty torment for that which ye took"],
  ["en-daryabadi", "8:68", "had already gone forth from Allah, there would surely have touched you a"],
  ["en-daryabadi", "8:69", "Eat ye then of that which ye have obtained of spoi1, lawful and clean"],
  ["en-daryabadi", "8:69", "that which ye have obtained of spoi1, lawful and clean"],
  ["en-daryabadi", "8:69", "which ye have obtained of spoi1, lawful and clean, fear"],
  ["en-sarwar", "8:9", 'When you (believers) begged for assistance from your Lord, He said, "I am helping'],
  ["en-sarwar", "8:9", 'angels, all in rows marching one after the other"'],
  ["en-sarwar", "8:9", 'He said, "I am helping you with a thousand angels, all in rows'],
  [
    "en-sarwar",
    "8:67",
    "The Prophet is not supposed to take any captives to strengthen his position on the earth. You",
  ],
  ["en-sarwar", "8:67", "The Prophet is not supposed to take any captives to strengthen"],
  [
    "en-sarwar",
    "8:67",
    "captives to strengthen his position on the earth. You want worldly gains but God wants the",
  ],
  ["en-sarwar", "8:68", "(Had you taken captives) before being allowed by God's revelations, a"],
  ["en-sarwar", "8:68", "(Had you taken captives) before being allowed by God's revelations"],
  ["en-sarwar", "8:68", "being allowed by God's revelations, a great torment would have struck"],
  ["en-sarwar", "8:69", "Use what you have acquired (from the battle) as your own good"],
  ["en-sarwar", "8:69", "acquired (from the battle) as your own good, lawful property"],
  ["en-sarwar", "8:69", "(from the battle) as your own good, lawful property. Have fear"],
  [
    "en-qaribullah",
    "8:9",
    "And when you (Prophet Muhammad) prayed to your Lord for help, He answered: 'I am sending to your aid",
  ],
  ["en-qaribullah", "8:9", "to your aid a thousand angels in succession'"],
  ["en-qaribullah", "8:9", "to your Lord for help, He answered: 'I am sending to your"],
  [
    "en-qaribullah",
    "8:67",
    "It is not for any Prophet to have prisoners in order to slaughter many in the land. You",
  ],
  ["en-qaribullah", "8:67", "It is not for any Prophet to have prisoners in order to slaughter"],
  [
    "en-qaribullah",
    "8:67",
    "prisoners in order to slaughter many in the land. You want the gains of this life, and",
  ],
  ["en-qaribullah", "8:68", "Had there not been a previous writing from Allah"],
  ["en-qaribullah", "8:68", "been afflicted by a mighty punishment"],
  ["en-qaribullah", "8:68", "a previous writing from Allah, you would have been"],
  ["en-qaribullah", "8:69", "Eat of what you have taken from the spoils; such is lawful"],
  ["en-qaribullah", "8:69", "what you have taken from the spoils; such is lawful and good"],
  ["en-qaribullah", "8:69", "taken from the spoils; such is lawful and good, and fear"],
  ["en-itani", "8:9", "When you appealed to your Lord for help, He answered you"],
  ["en-itani", "8:9", "you with one thousand angels in succession"],
  ["en-itani", "8:9", "for help, He answered you, “I am reinforcing you with one"],
  ["en-itani", "8:67", "It is not for a prophet to take prisoners before he has subdued the land. You"],
  ["en-itani", "8:67", "desire the materials of this world, but God desires the Hereafter"],
  [
    "en-itani",
    "8:67",
    "take prisoners before he has subdued the land. You desire the materials of this world",
  ],
  ["en-itani", "8:68", "Were it not for a predetermined decree from God, an awful"],
  ["en-itani", "8:68", "an awful punishment would have afflicted you"],
  ["en-itani", "8:68", "a predetermined decree from God, an awful punishment would have"],
  ["en-itani", "8:69", "So consume what you have gained, legitimate and wholesome; and"],
  ["en-itani", "8:69", "what you have gained, legitimate and wholesome"],
  ["en-itani", "8:69", "you have gained, legitimate and wholesome; and remain"],
  ["en-wahiduddin", "8:9", "When you prayed to your Lord for help, He answered"],
  ["en-wahiduddin", "8:9", "to your aid a thousand angels in succession"],
  ["en-wahiduddin", "8:9", 'for help, He answered, "I am sending to your aid'],
  [
    "en-wahiduddin",
    "8:67",
    "It is not right for a Prophet to keep captives unless he has battled strenuously in the land",
  ],
  ["en-wahiduddin", "8:67", "the gain of this world, while God desires for you the Hereafter"],
  [
    "en-wahiduddin",
    "8:67",
    "keep captives unless he has battled strenuously in the land. You desire the gain",
  ],
  // Wahiduddin's 8:68 opens with runs other verses share ("Had it not been for a", 10:19 and
  // 42:14; "that had already gone forth", 41:45), "writ from God" alone its own between them: its
  // first half is rightly not found, and the half quoted is its second.
  ["en-wahiduddin", "8:68", "gone forth, you would have been severely punished on account of what you took"],
  ["en-wahiduddin", "8:68", "have been severely punished on account of what you took"],
  ["en-wahiduddin", "8:68", "from God that had already gone forth, you would have been severely punished"],
  ["en-wahiduddin", "8:69", "So eat of that which you have gained in war as lawful and"],
  ["en-wahiduddin", "8:69", "which you have gained in war as lawful"],
  ["en-wahiduddin", "8:69", "that which you have gained in war as lawful and good"],
  ["en-mubarakpuri", "8:9", "(Remember) when you sought help of your Lord and He answered you (saying)"],
  ["en-mubarakpuri", "8:9", "help you with a thousand of the angels Murdifin"],
  ["en-mubarakpuri", "8:9", 'and He answered you (saying): "I will help you with a thousand'],
  [
    "en-mubarakpuri",
    "8:67",
    "It is not (fitting) for a Prophet that he should have prisoners of war until he has fought (his enemies thoroughly) in the land",
  ],
  ["en-mubarakpuri", "8:67", "You desire the goods of this world, but Allah desires (for you) the Hereafter"],
  ["en-mubarakpuri", "8:67", "that he should have prisoners of war until he has fought (his enemies"],
  ["en-mubarakpuri", "8:68", "Were it not a previous ordainment from Allah, a severe"],
  ["en-mubarakpuri", "8:68", "ordainment from Allah, a severe torment would"],
  ["en-mubarakpuri", "8:68", "a previous ordainment from Allah, a severe torment would have"],
  ["en-mubarakpuri", "8:69", "So enjoy what you have gotten of booty in war, lawful and"],
  ["en-mubarakpuri", "8:69", "what you have gotten of booty in war"],
  ["en-mubarakpuri", "8:69", "you have gotten of booty in war, lawful and good"],
];

/** Formulas each version shares with other verses, and runs of its other verses (3:124, 8:70). */
const NOT_FOUND: [string, string][] = [
  ["en-hilali", "Certainly, Allah is Oft-Forgiving, Most Merciful."],
  ["en-hilali", "And Allah is All-Mighty, All-Wise."],
  ["en-hilali", "If Allah knows any good in your hearts, He will give you something better"],
  ["en-shakir", "surely Allah is Forgiving, Merciful."],
  ["en-shakir", "and Allah is Mighty, Wise."],
  ["en-maududi", "Surely Allah is Ever-Forgiving, Most Merciful."],
  ["en-ahmedali", "for God is forgiving and kind."],
  ["en-ahmedali", "and God is all-mighty and all-wise."],
  ["en-arberry", "surely God is All-forgiving, All-compassionate."],
  ["en-arberry", "If God knows of any good in your hearts He will give you better"],
  ["en-asad", "verily, God is much-forgiving, a dispenser of grace."],
  ["en-khattab", "Surely Allah is All-Forgiving, Most Merciful."],
  ["en-khattab", "For Allah is All-Forgiving, Most Merciful."],
  ["de-rassoul", "Wahrlich, Allah ist Allvergebend, Barmherzig."],
  ["de-rassoul", "dann wird Er euch (etwas) Besseres geben als das, was euch genommen wurde"],
  ["es-cortes", "Alá es indulgente, misericordioso."],
  ["es-cortes", "os dará algo mejor de lo que se os ha quitado y os perdonará"],
  ["ru-krachkovsky", "поистине, Аллах прощающ, милосерд!"],
  ["ru-krachkovsky", "Он дарует вам лучшее, чем то, что взято у вас, и простит вам"],
  ["tr-yazir", "Muhakkak ki, Allah bağışlayıcıdır ve merhamet edicidir."],
  ["tr-yazir", "sizden alınandan daha hayırlısını size verir ve günahlarınızı bağışlar"],
  ["ur-jalandhry", "بےشک خدا بخشنے والا مہربان ہے"],
  ["ur-jalandhry", "اور خدا غالب حکمت والا ہے"],
  ["ur-jalandhry", "تو جو (مال) تم سے چھن گیا ہے اس سے بہتر تمہیں عنایت فرمائے گا"],
  ["de-bubenheim", "Gewiß, Allah ist Allvergebend und Barmherzig."],
  ["de-bubenheim", "So eßt von dem, womit Allah euch versorgt hat, als etwas Erlaubtes und Gutes"],
  ["de-bubenheim", "Gewiß, Allah ist Allmächtig und Allweise."],
  [
    "de-bubenheim",
    "Wenn Allah in euren Herzen etwas Gutes weiß, wird Er euch etwas Besseres geben als das, was euch genommen worden ist",
  ],
  [
    "de-bubenheim",
    "Wenn ihr sie schließlich schwer niedergeschlagen habt, dann legt (ihnen) die Fesseln fest an",
  ],
  ["de-bubenheim", "daß euch euer Herr mit dreitausend herabgesandten Engeln unterstützt"],
  ["fr-hamidullah-revised", "Certes, Allah est Pardonneur et Miséricordieux."],
  ["fr-hamidullah-revised", "un énorme châtiment vous aurait touchés pour cette (calomnie)"],
  [
    "fr-hamidullah-revised",
    "Si Allah sait qu’il y a quelque bien dans vos cœurs, Il vous donnera mieux que ce qui vous a été pris",
  ],
  [
    "fr-hamidullah-revised",
    "c’est soit la libération gratuite, soit la rançon, jusqu’à ce que la guerre dépose ses fardeaux",
  ],
  [
    "fr-hamidullah-revised",
    "Ne vous suffit-il pas que votre Seigneur vous fasse descendre en aide trois milliers d’Anges",
  ],
  ["tr-diyanet-meal", "Şüphesiz Allah çok bağışlayandır, çok merhamet edendir."],
  ["tr-diyanet-meal", "Allah, mutlak güç sahibidir, hüküm ve hikmet sahibidir."],
  ["tr-diyanet-meal", "sizden alınan fidyeden daha hayırlısını size verir ve sizi bağışlar"],
  ["tr-diyanet-meal", "Artık bundan sonra (esirleri) ya karşılıksız ya da fidye karşılığı salıverin"],
  ["tr-diyanet-meal", "Rabbinizin, indirilmiş üç bin melek ile yardım etmesi size yetmez mi"],
  ["en-daryabadi", "fear Allah; verily Allah is Forgiving, Merciful"],
  [
    "en-daryabadi",
    "if Allah knoweth any good in Your hearts He will give you better than that which hath been taken away from you",
  ],
  [
    "en-daryabadi",
    "then, thereafter let them off either freely or by ransom, until the war layeth down the burthens thereof",
  ],
  ["en-daryabadi", "that your lord should reinforce you with three thousand angels sent down"],
  ["en-sarwar", "fear of God; He is All-forgiving and All-merciful"],
  [
    "en-sarwar",
    "If God finds anything good in your hearts, He will give you a better reward than that which was taken from you",
  ],
  [
    "en-sarwar",
    "Take them as captives when they are defeated. Then you may set them free as a favor to them, with or without a ransom",
  ],
  ["en-sarwar", "Is it not enough that your Lord is helping you with a force of three thousand angels"],
  ["en-qaribullah", "fear Allah. Allah is Forgiving and Most Merciful"],
  [
    "en-qaribullah",
    "If Allah finds goodness in your hearts, He will give you that which is better than what has been taken from you",
  ],
  ["en-qaribullah", "Then, either free them by grace orransom until war shall lay down its loads"],
  [
    "en-qaribullah",
    "Is it not enough for you that your Lord should reinforce you with three thousand angels sent down upon you",
  ],
  ["en-itani", "and remain conscious of God. God is Forgiving and Merciful"],
  ["en-itani", "God is Strong and Wise"],
  ["en-itani", "If God finds any good in your hearts, He will give you better than what was taken from you"],
  ["en-itani", "Then, either release them by grace, or by ransom, until war lays down its burdens"],
  [
    "en-itani",
    "Is it not enough for you that your Lord has reinforced you with three thousand angels, sent down",
  ],
  ["en-itani", "So be mindful of God, and settle your differences, and obey God and His Messenger"],
  ["en-itani", "when you were weak. So fear God, that you may be thankful"],
  ["en-wahiduddin", "and fear God. Surely, God is most forgiving and merciful"],
  ["en-wahiduddin", "God is mighty and wise"],
  [
    "en-wahiduddin",
    "If God knows of any good in your hearts, He will give you something better than what has been taken from you",
  ],
  [
    "en-wahiduddin",
    "and afterwards either set them free as an act of grace, or let them ransom [themselves] until the war is finally over",
  ],
  ["en-wahiduddin", "Does it not suffice that your Lord helps you by sending down three thousand angels"],
  ["en-wahiduddin", "had it not been for a word that had already gone forth from your Lord"],
  ["en-wahiduddin", "Know that one-fifth of your battle gains belongs to God and the Messenger"],
  ["en-mubarakpuri", "and have Taqwa of Allah. Certainly, Allah is Oft-Forgiving, Most Merciful"],
  ["en-mubarakpuri", "And Allah is All-Mighty, All-Wise"],
  [
    "en-mubarakpuri",
    "If Allah knows any good in your hearts, He will give you something better than what has been taken from you",
  ],
  [
    "en-mubarakpuri",
    "Thereafter (is the time) either for generosity or ransom, until the war lays down its burden",
  ],
  [
    "en-mubarakpuri",
    "Is it not enough for you that your Lord should help you with three thousand angels sent down",
  ],
  ["en-mubarakpuri", "when you were a weak little force. So have Taqwa of Allah that you may be grateful"],
  ["any", "a thousand of the angels"],
  ["any", "a thousand angels"],
  ["any", "lawful and good, and fear God"],
];

const hashedVersions = (
  JSON.parse(readFileSync(join(DATA, "quotations", "hashed.json"), "utf8")) as {
    versions: { id: string; verses: Record<string, unknown> }[];
  }
).versions;

describe("versions shipped as hashes", () => {
  it("ships no text of them: only grams, marks, key words and run hashes", () => {
    for (const v of QUOTATIONS.versions) expect(hashedVersions.map((h) => h.id)).not.toContain(v.source);
    expect(QUOTATIONS.hashed?.length).toBe(hashedVersions.length * 4);
  });

  for (const [version, verse, part] of FOUND)
    it(`finds ${version} ${verse}: "${part.slice(0, 40)}…"`, () => {
      const text = `As the translation puts it, "${part}", he wrote.`;
      const found = quoting.find(text);
      expect(
        found.map((r) => r.targets),
        part,
      ).toEqual([[verse]]);
      expect(part.includes(found[0]!.text), found[0]!.text).toBe(true);
      expect(found[0]!.text.length, found[0]!.text).toBeGreaterThan(part.length * 0.6);
      expect(quotingProbe.mightContainReference(text), part).toBe(true);
      expect(anchors.holds(text), "page.js's anchor probe").toBe(true);
    });

  for (const [version, text] of NOT_FOUND)
    it(`never finds ${version}'s "${text}"`, () => {
      expect(quoting.find(`He quoted: "${text}"`)).toEqual([]);
    });
});

describe("rule C: four Arabic words in quotation marks", () => {
  it.each([
    ["«حتى يثخن في الأرض»", "8:67"],
    ["قال تعالى: ﴿حَتَّىٰ يُثْخِنَ فِي الْأَرْضِ﴾ أي يكثر القتل", "8:67"],
    ['ومعنى "حتى يثخن في الأرض." عند المفسرين', "8:67"],
    // With no marks, after "His saying:", to the end of its sentence or clause.
    ["كان سبب نزول قوله: فاستجاب لكم أني ممدكم.", "8:9"],
    ["وفي قوله تعالى: حتى يثخن في الأرض، قال المفسرون.", "8:67"],
    ["قال تعالى: حتى يثخن في الأرض", "8:67"],
  ])("finds %s", (text, verse) => {
    expect(quoting.find(text).map((r) => r.targets)).toEqual([[verse]]);
    expect(quotingProbe.mightContainReference(text)).toBe(true);
    expect(anchors.holds(text), "page.js's anchor probe").toBe(true);
  });

  it.each([
    // The same four words with no quotation marks around them.
    "كما قال حتى يثخن في الأرض وهو قول",
    // More text inside the marks than the four words.
    "«قال الرجل حتى يثخن في الأرض اليوم»",
    // Four words of 8:67 with no word that no other verse has.
    "«ما كان لنبي أن»",
    "«تريدون عرض الدنيا والله»",
    // After "His saying:" but going on past the four words, or with no colon.
    "قوله: حتى يثخن في الأرض اليوم وغدا.",
    "كما قوله حتى يثخن في الأرض.",
    // After "His saying:", four words with no word that no other verse has, and a formula.
    "قوله: ما كان لنبي أن.",
    "قوله تعالى: إن الله غفور رحيم.",
    // Formulas, four words each.
    "«إن الله غفور رحيم»",
    "«والله عزيز حكيم»",
    "«والله يريد الآخرة والله»",
    "«واتقوا الله إن الله»",
  ])("never finds %s", (text) => {
    expect(quoting.find(text)).toEqual([]);
  });
});

describe("hashed.json is checked", () => {
  const broken = (edit: (file: { versions: Record<string, unknown>[] }) => void): string => {
    const dir = mkdtempSync(join(tmpdir(), "badr-lens-hashed-"));
    cpSync(DATA, dir, { recursive: true });
    const path = join(dir, "quotations", "hashed.json");
    const file = JSON.parse(readFileSync(path, "utf8")) as { versions: Record<string, unknown>[] };
    edit(file);
    writeFileSync(path, JSON.stringify(file));
    try {
      loadQuotations(dir, COVERED);
    } catch (e) {
      return String(e);
    }
    return "";
  };

  it("names the file, the field and the problem", () => {
    expect(
      broken((f) => {
        (f.versions[0]!.verses as Record<string, unknown>)["8:76"] = { grams: "AAAA", marks: "1111" };
      }),
    ).toMatch(/hashed\.json: versions\[0\]\.verses\["8:76"\]: is not a verse of the Quran/);
    expect(
      broken((f) => {
        const v = (f.versions[1]!.verses as Record<string, { marks: string }>)["8:9"]!;
        v.marks = `${v.marks}3`;
      }),
    ).toMatch(/versions\[1\]\.verses\["8:9"\]\.marks: has \d+ words where the grams make \d+/);
    expect(
      broken((f) => {
        f.versions[2]!.id = "en-pickthall";
      }),
    ).toMatch(/versions\[2\]\.id: "en-pickthall" is used twice/);
    expect(
      broken((f) => {
        f.versions[0]!.runs = "abc";
      }),
    ).toMatch(/versions\[0\]\.runs: must be hashes of six characters each/);
    // Any language the grammar reads (German has no quran-json translation), and no other.
    expect(
      broken((f) => {
        f.versions[0]!.language = "nl";
      }),
    ).toMatch(/versions\[0\]\.language: "nl" is none of .*\bde\b.* \(data\/grammar\/languages\)/);
    expect(hashedVersions.some((v) => (v as { language?: string }).language === "de")).toBe(true);
    // A year may be left out where it is not settled (Jalandhry's), never given as anything else.
    expect(
      broken((f) => {
        f.versions[0]!.year = "1977";
      }),
    ).toMatch(/versions\[0\]\.year: must be a whole number if given/);
    expect(hashedVersions.some((v) => !("year" in v))).toBe(true);
  });
});
