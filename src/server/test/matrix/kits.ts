import type { Entry } from '../authorization-matrix';

/** Kits (issue 32): kit products and their stock. */
export const kitsMatrix: Entry[] = [];
