import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
