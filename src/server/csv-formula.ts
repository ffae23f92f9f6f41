/*
 * Which texts a spreadsheet could run as a formula (OWASP's CSV injection), for every CSV the
 * shop writes: the invoices' and reports' (invoices/csv.ts, in JavaScript) and the exports'
 * (exports/queries.ts, inside PostgreSQL's COPY). One pattern for both, written so that
 * JavaScript's RegExp and PostgreSQL's regular expressions read it alike.
 */

/**
 * What some spreadsheets skip before a formula: ASCII whitespace and the Unicode spaces
 * (no-break, ideographic, the typographic ones, the byte order mark).
 */
const SPACES = String.raw`\t\n\v\f\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF`;

/**
 * What starts a formula: = + - @ and their full-width forms (＝ ＋ － ＠, U+FF1D U+FF0B U+FF0D
 * U+FF20), which spreadsheets in East Asian locales read as the ASCII ones. The hyphen is last so
 * that both dialects read it as itself.
 */
const STARTS = String.raw`=+@\uFF1D\uFF0B\uFF0D\uFF20-`;

/**
 * A text to guard: one starting, after any whitespace, with a formula's first character, or one
 * starting with a tab or a carriage return (which some apps skip, or read as a new cell). The
 * whole match is group 1, so PostgreSQL's regexp_replace can put the apostrophe before it.
 */
export const FORMULA_START = String.raw`^([${SPACES}]*[${STARTS}]|[\t\r])`;

const formulaStart = new RegExp(FORMULA_START);

/** Whether a spreadsheet could run `text` as a formula: such a cell gets a leading apostrophe. */
export const startsLikeFormula = (text: string) => formulaStart.test(text);
