import { describe, expect, it } from 'vitest';
import { fullNameSchema } from '../auth-rules';
import { categoryInputSchema, productInputSchema } from './catalog-admin';
import { HIDDEN_CHARACTERS_MESSAGE, singleLineTextSchema } from './input';

/** Every character the name rule refuses, by what it is. */
const HIDDEN_CHARACTERS: [string, string][] = [
  ['NUL', '\u0000'],
  ['TAB', '\t'],
  ['LF', '\n'],
  ['CR', '\r'],
  ['ESC', '\u001B'],
  ['DEL', '\u007F'],
  ['C1 NEL', '\u0085'],
  ['C1 CSI', '\u009B'],
  ['Arabic letter mark', '\u061C'],
  ['zero width space', '\u200B'],
  ['zero width non-joiner', '\u200C'],
  ['zero width joiner', '\u200D'],
  ['left-to-right mark', '\u200E'],
  ['right-to-left mark', '\u200F'],
  ['LRE', '\u202A'],
  ['RLE', '\u202B'],
  ['PDF', '\u202C'],
  ['LRO', '\u202D'],
  ['RLO', '\u202E'],
  ['word joiner', '\u2060'],
  ['LRI', '\u2066'],
  ['RLI', '\u2067'],
  ['FSI', '\u2068'],
  ['PDI', '\u2069'],
  ['BOM', '\uFEFF'],
];

/** Names of people and things in the scripts a shop's customers write. */
const GOOD_NAMES = [
  'José Ñúñez',
  'Zoë Brontë',
  'Łukasz Żółć',
  "Seán O'Brien-Müller",
  'محمد عبد الله',
  'דוד כהן',
  '王小明',
  '佐藤 花子',
  '김민준',
  'Ελένη Παπαδοπούλου',
  'Ирина Петрова',
  'Nguyễn Thị Minh Khai',
  'Ana\u00A0María',
];

describe('singleLineTextSchema', () => {
  it.each(HIDDEN_CHARACTERS)('refuses a name with a %s', (_, character) => {
    for (const name of [`Ana${character}Lopez`, `${character}Ana`, `Ana${character}`]) {
      const result = fullNameSchema.safeParse(name);
      expect(result.success, JSON.stringify(name)).toBe(false);
      expect(result.error!.issues.map((issue) => issue.message)).toContain(
        character === '\u0000' ? 'must not contain a NUL character' : HIDDEN_CHARACTERS_MESSAGE,
      );
    }
  });

  it.each(GOOD_NAMES)('keeps %j as it is', (name) => {
    expect(fullNameSchema.parse(name)).toBe(name);
    expect(singleLineTextSchema(120).parse(name)).toBe(name);
  });

  it('still trims spaces and bounds the length', () => {
    expect(fullNameSchema.parse('  Zoë  ')).toBe('Zoë');
    expect(fullNameSchema.safeParse('Z'.repeat(101)).success).toBe(false);
  });

  it('applies to catalogue names, brands, models and their translations, not to descriptions', () => {
    const product = {
      name: 'Canon EOS R5',
      dailyPrice: '49',
      brand: 'Canon',
      model: 'R5',
      categoryId: 1,
      description: 'Line one.\nLine two.',
    };
    expect(productInputSchema.safeParse(product).success).toBe(true);
    for (const field of ['name', 'brand', 'model'] as const) {
      expect(productInputSchema.safeParse({ ...product, [field]: 'Canon\u202EEOS' }).success, field).toBe(false);
    }
    const translated = { ...product, translations: { es: { name: 'Cámara\u200B', description: '' } } };
    expect(productInputSchema.safeParse(translated).success).toBe(false);
    expect(categoryInputSchema.safeParse({ name: 'Lenses\r\nInjected: yes' }).success).toBe(false);
    expect(categoryInputSchema.safeParse({ name: 'Objetivos ópticos' }).success).toBe(true);
  });
});
