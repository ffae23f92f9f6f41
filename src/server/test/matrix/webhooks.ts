import type { Entry } from '../authorization-matrix';

/** Webhooks (issue 32). */
export const webhooksMatrix: Entry[] = [];
