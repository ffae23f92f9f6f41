import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

/** The scheme on screen and a setter that saves the choice under `theme` (see color-scheme-manager). */
export function useThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  return {
    scheme,
    setScheme: (value: 'light' | 'dark') => setColorScheme(value),
    toggle: () => setColorScheme(scheme === 'dark' ? 'light' : 'dark'),
  };
}
