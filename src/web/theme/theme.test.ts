import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrast, darken } from './contrast';
import { readable, readableColorVariables, surfaces, theme } from './theme';

const colors = mergeMantineTheme(DEFAULT_THEME, theme).colors;
const variables = readableColorVariables(colors);
const names = Object.keys(colors).filter((name) => name !== 'dark');

describe('contrast', () => {
  it('matches the WCAG figures', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(darken('#ffffff', 0.5)).toBe('#808080');
  });
});

describe('the theme reads at WCAG 2.1 AA in both schemes', () => {
  it.each(surfaces.light)('light text on %s', (surface) => {
    for (const color of [readable.light.dimmed, readable.light.placeholder, readable.light.error]) {
      expect(contrast(color, surface), `${color} on ${surface}`).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it.each(surfaces.dark)('dark text on %s', (surface) => {
    for (const color of [readable.dark.dimmed, readable.dark.placeholder, readable.dark.error, readable.dark.anchor]) {
      expect(contrast(color, surface), `${color} on ${surface}`).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('white on the filled primary and danger buttons', () => {
    const white = DEFAULT_THEME.white;
    expect(contrast(white, colors.brand![7])).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(white, colors.brand![6])).toBeGreaterThanOrEqual(AA_TEXT);
    for (const red of [readable.light.dangerFilled, readable.light.dangerFilledHover, readable.dark.dangerFilled]) {
      expect(contrast(white, red)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it.each(names)('%s: light-variant text on its background and hover, coloured text on every surface', (name) => {
    const shades = colors[name]!;
    const lightColor = variables.light[`--mantine-color-${name}-light-color`]!;
    expect(contrast(lightColor, shades[1])).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(lightColor, shades[2])).toBeGreaterThanOrEqual(AA_TEXT);
    for (const surface of surfaces.light) {
      expect(contrast(variables.light[`--mantine-color-${name}-text`]!, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    }
    for (const surface of surfaces.dark) {
      expect(contrast(variables.dark[`--mantine-color-${name}-text`]!, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});
