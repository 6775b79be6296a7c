/**
 * The digits the grammar reads numbers in: Western, Arabic-Indic, Extended Arabic-Indic (Urdu,
 * Persian) and Bengali. Each entry holds one value in every script.
 */
export const DIGITS = ["0٠۰০", "1١۱১", "2٢۲২", "3٣۳৩", "4٤۴৪", "5٥۵৫", "6٦۶৬", "7٧۷৭", "8٨۸৮", "9٩۹৯"];
/** The same digits as the inside of a character class. */
export const ANY_DIGIT = "0-9\\u0660-\\u0669\\u06f0-\\u06f9\\u09e6-\\u09ef";
/** One of them, anywhere in a text. */
export const DIGIT = new RegExp(`[${ANY_DIGIT}]`);
