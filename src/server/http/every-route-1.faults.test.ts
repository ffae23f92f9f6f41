import { hostileInputOnEveryRoute } from '../test/every-route-faults';

/** The routes dealt to the 1st of the hostile-input files (test/every-route-faults.ts). */
hostileInputOnEveryRoute(0);
