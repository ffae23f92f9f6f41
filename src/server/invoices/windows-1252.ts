/*
 * DATEV reads its ASCII import files as Windows-1252 (ANSI), not UTF-8: the bytes of a text in
 * that code page. Latin-1 covers it but for 0x80 to 0x9F, where Windows-1252 keeps the euro sign,
 * typographic quotes and dashes; a character it has no byte for becomes "?", as Windows writes it.
 */

/** The characters Windows-1252 keeps at 0x80 to 0x9F, by their byte (five bytes are unused). */
const HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

const QUESTION_MARK = 0x3f;

/** `text` in Windows-1252. */
export function windows1252(text: string): Buffer {
  const chars = [...text];
  const bytes = Buffer.alloc(chars.length);
  chars.forEach((char, index) => {
    const code = char.codePointAt(0)!;
    bytes[index] = HIGH[char] ?? (code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : QUESTION_MARK);
  });
  return bytes;
}
