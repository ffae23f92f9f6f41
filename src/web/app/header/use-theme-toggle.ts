import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useMounted } from '@mantine/hooks';

/**
 * The scheme on screen and a setter that saves the choice under `theme` (see color-scheme-manager).
 * A page written on the server is written light (the server cannot read the saved choice), and
 * the app takes it over reading the same; the saved scheme applies right after. The page itself
 * shows the right colours from its first paint (shared/shop-page.ts FIRST_PAINT_SCRIPT).
 */
export function useThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const scheme = useMounted() ? computed : 'light';
  return {
    scheme,
    setScheme: (value: 'light' | 'dark') => setColorScheme(value),
    toggle: () => setColorScheme(scheme === 'dark' ? 'light' : 'dark'),
  };
}
