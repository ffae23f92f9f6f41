/** WCAG 2.1 contrast arithmetic on '#rrggbb' (or '#rgb') colours, for choosing theme colours that pass AA. */

/** AA for normal text (1.4.3); the theme aims a little above it so rounding never decides. */
export const AA_TEXT = 4.5;
const TARGET = 4.6;

function channels(color: string): [number, number, number] {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  const hex = short ? `#${short[1]!.repeat(2)}${short[2]!.repeat(2)}${short[3]!.repeat(2)}` : color;
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rgb or #rrggbb colour: ${color}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

function toHex([r, g, b]: [number, number, number]) {
  return `#${[r, g, b].map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(hex: string) {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours, from 1 to 21. */
export function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Mixes a colour towards black by `amount` (0 to 1), as Mantine's darken does. */
export function darken(hex: string, amount: number) {
  return toHex(channels(hex).map((value) => value * (1 - amount)) as [number, number, number]);
}

/** `color`, or the least darkened version of it that reads at AA on every one of `backgrounds`. */
export function darkenUntilReadable(color: string, backgrounds: string[]) {
  for (let amount = 0; amount <= 1; amount = Math.round((amount + 0.05) * 100) / 100) {
    const candidate = darken(color, amount);
    if (backgrounds.every((background) => contrast(candidate, background) >= TARGET)) return candidate;
  }
  return '#000000';
}

/** The first of `candidates` that reads at AA on every one of `backgrounds`. */
export function firstReadable(candidates: string[], backgrounds: string[]) {
  const found = candidates.find((color) => backgrounds.every((background) => contrast(color, background) >= TARGET));
  if (!found) throw new Error(`None of ${candidates.join(', ')} reads on ${backgrounds.join(', ')}`);
  return found;
}
