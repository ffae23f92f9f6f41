import { foldLines as librarysFold } from 'ical-generator';
import { expect, it } from 'vitest';
import { foldLines, unfoldLines } from './fold';

/* fold.ts folds exactly as ical-generator does, only faster; unfolding gives the lines back. */

const samples = [
  '',
  'SUMMARY:Short',
  `DESCRIPTION:${'a'.repeat(74)}`,
  `DESCRIPTION:${'a'.repeat(300)}`,
  `SUMMARY:Alquiler: 2 × Trípode Manfrotto, cámara, ${'ñ'.repeat(80)}`,
  `SUMMARY:${'€'.repeat(40)}${'😀'.repeat(40)}x`,
  `DESCRIPTION:Pedido FH-2030-000001\\nNúmeros de serie: ${Array.from({ length: 30 }, (_, i) => `CAM-${i}`).join(', ')}`,
];

it.each(samples)('folds %# as ical-generator folds it, and unfolds back', (line) => {
  const text = `BEGIN:VEVENT\r\n${line}\r\n${line}\r\nEND:VEVENT\r\n`;
  expect(foldLines(text)).toBe(librarysFold(text));
  expect(unfoldLines(foldLines(text))).toBe(text);
  for (const folded of foldLines(text).split('\r\n')) expect(Buffer.byteLength(folded)).toBeLessThanOrEqual(75);
});
