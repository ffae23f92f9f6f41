import type { Entry } from '../authorization-matrix';

/** Kits: kit products and their stock. */
export const kitsMatrix: Entry[] = [];
