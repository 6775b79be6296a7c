/**
 * The digits the grammar reads numbers in: Western, Arabic-Indic, Extended Arabic-Indic (Urdu,
 * Persian), Bengali and fullwidth (Chinese and Japanese text), the digit systems of KNOWN_SCRIPTS (src/core/normalize/scripts.ts).
 * Written out rather than made from that table: content.js reads them, and the table would cost
 * it bytes on every page; tests/unit/core/normalize/scripts.test.ts holds the two equal. Each
 * entry holds one value in every script.
 */
export const DIGITS = [
  "0٠۰০０",
  "1١۱১１",
  "2٢۲২２",
  "3٣۳৩３",
  "4٤۴৪４",
  "5٥۵৫５",
  "6٦۶৬６",
  "7٧۷৭７",
  "8٨۸৮８",
  "9٩۹৯９",
];
/** The same digits as the inside of a character class. */
export const ANY_DIGIT = "0-9\\u0660-\\u0669\\u06f0-\\u06f9\\u09e6-\\u09ef\\uff10-\\uff19";
/** The same digits but zero, as the inside of a character class: what may start a verse number. */
export const NONZERO_DIGIT = "1-9\\u0661-\\u0669\\u06f1-\\u06f9\\u09e7-\\u09ef\\uff11-\\uff19";
/** One of them, anywhere in a text. */
export const DIGIT = new RegExp(`[${ANY_DIGIT}]`);
