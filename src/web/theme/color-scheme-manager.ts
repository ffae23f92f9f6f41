import { localStorageColorSchemeManager, type MantineColorSchemeManager } from '@mantine/core';
import { THEME_STORAGE_KEY } from '@shared/shop-page';

export { THEME_STORAGE_KEY };

/**
 * Mantine's localStorage manager under the spec's `theme` key, accepting only 'dark' or 'light'.
 * Nothing saved (or anything else saved) yields the default, 'auto', so the app follows the
 * system preference, including its changes, until the user picks a theme with the toggle.
 */
export function themeColorSchemeManager(): MantineColorSchemeManager {
  const manager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });
  return {
    ...manager,
    get: (defaultValue) => {
      const value = manager.get(defaultValue);
      return value === 'dark' || value === 'light' ? value : defaultValue;
    },
  };
}
