import {
  CloseButton,
  createTheme,
  DEFAULT_THEME,
  Menu,
  mergeThemeOverrides,
  type CloseButtonProps,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineTheme,
} from '@mantine/core';
import { darkenUntilReadable, firstReadable } from './contrast';

/** A deep "ink blue" that keeps white button text above WCAG AA contrast in both schemes. */
const brand: MantineColorsTuple = [
  '#ecf1ff',
  '#d7dffb',
  '#acbcf2',
  '#7e97ea',
  '#5877e3',
  '#4063e0',
  '#3358df',
  '#2549c6',
  '#1c40b2',
  '#0c369e',
];

const fontStack =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 6 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  cursorType: 'pointer',
  focusRing: 'auto',
});

const gray = DEFAULT_THEME.colors.gray;
const dark = DEFAULT_THEME.colors.dark;

/** The surfaces text is put on in each scheme (Mantine's body, paper and hover colours). */
export const surfaces = {
  /** white body and cards, gray-0 striped rows and default hover, gray-1 hovered links and menu items */
  light: [DEFAULT_THEME.white, gray[0], gray[1]],
  /** dark-7 body, dark-6 cards, inputs and popups */
  dark: [dark[7], dark[6]],
};

/**
 * Text colours that replace Mantine's defaults, each reading at WCAG 2.1 AA (4.5:1) on every
 * surface of its scheme (see theme.test.ts for the ratios):
 * - dimmed: Mantine's gray-6 #868e96 is 3.32:1 on white; dark-2 #828282 is 3.53:1 on dark-6.
 * - placeholder: gray-5 #adb5bd is 2.07:1 on white; dark-3 #696969 is 2.47:1 on dark-6.
 * - error: red-6 #fa5252 is 3.28:1 on white; red-8 #e03131 is 3.01:1 on dark-6.
 * - anchor (dark): brand-4 #5877e3 is 3.34:1 on dark-6; brand-3 #7e97ea is 4.85:1.
 * - danger (filled red, e.g. Delete): white on red-7 #f03e3e is 3.84:1, on red-6 #fa5252 3.28:1.
 */
export const readable = {
  light: {
    dimmed: '#5c636a',
    placeholder: '#697077',
    error: DEFAULT_THEME.colors.red[9],
    dangerFilled: DEFAULT_THEME.colors.red[9],
    dangerFilledHover: '#b52626',
  },
  dark: {
    dimmed: '#aaaaaa',
    placeholder: '#9a9a9a',
    error: DEFAULT_THEME.colors.red[4],
    anchor: brand[3],
    dangerFilled: DEFAULT_THEME.colors.red[9],
    dangerFilledHover: '#b52626',
  },
};

/**
 * Per colour of the palette, the text shades that read at AA:
 * - light scheme, the `light` variant (badges, alerts, light buttons) writes shade 9 on shade 1
 *   (shade 2 on hover): green 3.81:1, yellow 2.69:1, orange 3.62:1, lime 3.33:1... The text is
 *   darkened until it reads on both.
 * - light scheme, coloured text (`c="red"`, a red menu item) uses the filled shade 7; it is
 *   darkened until it reads on the light surfaces.
 * - dark scheme, coloured text uses shade 4 (brand-4 is 3.34:1 on dark-6); the first lighter
 *   shade that reads on the dark surfaces is taken instead.
 */
export function readableColorVariables(colors: MantineTheme['colors']) {
  const light: Record<string, string> = {};
  const darkScheme: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    if (name === 'dark') continue;
    light[`--mantine-color-${name}-light-color`] = darkenUntilReadable(shades[9], [shades[1], shades[2]]);
    light[`--mantine-color-${name}-text`] = darkenUntilReadable(shades[7], surfaces.light);
    darkScheme[`--mantine-color-${name}-text`] = firstReadable(
      [shades[4], shades[3], shades[2], shades[1], shades[0]],
      surfaces.dark,
    );
  }
  return { light, dark: darkScheme };
}

/** Mantine's CSS variables with the readable colours above in place of its defaults. */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const perColor = readableColorVariables(resolved.colors);
  return {
    variables: {},
    light: {
      ...perColor.light,
      '--mantine-color-dimmed': readable.light.dimmed,
      '--mantine-color-placeholder': readable.light.placeholder,
      '--mantine-color-error': readable.light.error,
      '--mantine-color-red-filled': readable.light.dangerFilled,
      '--mantine-color-red-filled-hover': readable.light.dangerFilledHover,
      '--mantine-color-red-text': readable.light.dangerFilled,
    },
    dark: {
      ...perColor.dark,
      '--mantine-color-dimmed': readable.dark.dimmed,
      '--mantine-color-placeholder': readable.dark.placeholder,
      '--mantine-color-error': readable.dark.error,
      '--mantine-color-anchor': readable.dark.anchor,
      '--mantine-color-red-filled': readable.dark.dangerFilled,
      '--mantine-color-red-filled-hover': readable.dark.dangerFilledHover,
    },
  };
};

/** Names for Mantine's icon-only controls, in the language on screen. */
export type ControlLabels = { close: string };

/**
 * The theme with names for the icon-only buttons Mantine draws itself: every close button
 * (popups, toasts, alerts). A component that passes its
 * own label keeps it. Also the menus' defaults (below).
 */
export function themeWithLabels(labels: ControlLabels) {
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        // Mantine puts a focusable role="presentation" placeholder first in every menu (to hold focus
        // when it opens), which a menu may not contain (axe: aria-required-children). Without it the
        // first item takes focus when a menu opens, as the WAI-ARIA menu button pattern has it.
        Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
        // Any prop of the <button> reaches it; the props type lists only CloseButton's own.
        CloseButton: CloseButton.extend({ defaultProps: { 'aria-label': labels.close } as Partial<CloseButtonProps> }),
      },
    }),
  );
}
