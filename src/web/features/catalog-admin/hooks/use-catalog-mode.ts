import { useState } from 'react';
import { toggleMode, type CatalogMode } from '../lib/catalog-mode';

/** The toolbar's mode for one list screen; none when the screen opens. */
export function useCatalogMode() {
  const [mode, setMode] = useState<CatalogMode>(null);
  return { mode, toggle: (pressed: Exclude<CatalogMode, null>) => setMode((current) => toggleMode(current, pressed)) };
}
