import { coreMatrix, type Entry } from '../authorization-matrix';
import { kitsMatrix } from './kits';
import { calendarFeedsMatrix } from './calendar-feeds';
import { webhooksMatrix } from './webhooks';
import { exportsAndTokensMatrix } from './exports-and-tokens';
import { quotesMatrix } from './quotes';
import { deskToolsMatrix } from './desk-tools';

/*
 * The whole authorization matrix: the routes of before issue 32 (authorization-matrix.ts) and
 * each later area's, in a file of its own so areas built side by side never edit one list.
 */
export const matrix: Entry[] = [
  ...coreMatrix,
  ...kitsMatrix,
  ...calendarFeedsMatrix,
  ...webhooksMatrix,
  ...exportsAndTokensMatrix,
  // Quotes (issue 46)
  ...quotesMatrix,
  // The counter's tools (issue 48)
  ...deskToolsMatrix,
];
