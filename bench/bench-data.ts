/*
 * What `npm run bench:data` generates and what the checks and the benchmark rely on: the accounts
 * to sign in with, the search words with a known number of hits, and the dates left free to book.
 */

/** Every generated account (customers and the administrator) signs in with this password. */
export const BENCH_PASSWORD = 'Bench!Passw0rd';

export const BENCH_ADMIN_EMAIL = 'bench-admin@framehire.bench';

/** The n-th generated customer's address, n from 1 to the run's --customers. */
export const benchCustomerEmail = (n: number) => `bench-customer-${n}@framehire.bench`;

/** The database the generated shop lives in, apart from the shop's own. */
export const BENCH_DATABASE = 'framehire_bench';

/** A brand on about a tenth of the products: the common search, with many hits to count and sort. */
export const COMMON_WORD = 'canon';

/** A brand on about 20 products only: the search that must not read the whole table to find a few rows. */
export const RARE_WORD = 'hasselblad';

/** No generated rental ends later than this many days after the day the data was generated. */
export const LAST_GENERATED_END_DAYS = 400;

/**
 * From this many days after the generation day on, every unit is free: bookings made by the
 * checks and the benchmark go there (20 days after the last generated rental, so data a few
 * weeks old still leaves them free).
 */
export const FREE_FROM_DAYS = 420;
