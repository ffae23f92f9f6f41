/**
 * The V8 heap settings every production start of the server passes to Node: `npm start`
 * (package.json), the systemd unit (deploy/systemd/framehire@.service) and the benchmark's server
 * (bench/server-process.ts); node-flags.test.ts keeps the three the same. Cluster workers inherit
 * them (node:cluster forks with the primary's execArgv).
 *
 * Why (decision 108): with no limit of its own, V8 on a machine with a few GB lets the old space
 * grow to four times what is live before it collects (its largest growing factor), and keeps
 * 16 MB semi-spaces. For the shop's 60-100 MB live heap under load that is 250-400 MB resident.
 * A 1 GB limit puts the factor near 1.6, and 8 MB semi-spaces halve the young generation: about
 * 200 MB after the same load (docs/performance.md, issue 49's fifth pass). 1 GB is far above
 * any live heap the shop has been measured at; an operator with other needs edits the unit.
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=1024', '--max-semi-space-size=8'] as const;
