import type { Entry } from '../authorization-matrix';

/** Calendar feeds (issue 32). */
export const calendarFeedsMatrix: Entry[] = [];
