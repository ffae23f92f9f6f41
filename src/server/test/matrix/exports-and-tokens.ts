import type { Entry } from '../authorization-matrix';

/** CSV exports and API tokens (issue 32). */
export const exportsAndTokensMatrix: Entry[] = [];
