/**
 * How the web app's code is cut into files (decision 030). Rolldown's automatic splitting makes a
 * chunk for every set of pages sharing modules: with the dashboard and account split off, the
 * storefront's first load came in ~95 files, each a request a phone waits on. Here every module
 * the entry needs before any page can come alive (rolldown's `$initial` tag) goes into two files,
 * the libraries and the shop's own code; what only lazily loaded pages and on-demand chunks use
 * is left to the automatic splitting.
 */
export const firstLoadChunks = () => ({
  groups: [
    // What the language chunks share with the first load (how texts are grouped, the English
    // errors every language falls back on) in a file of its own: the server preloads a language
    // chunk with what it imports in the page's head (decision 030), and from the shop's file that
    // meant 25 kB of script downloading before the first paint (decision 059).
    {
      name: 'texts',
      test: /[\\/]src[\\/]web[\\/]i18n[\\/](namespaces\.ts|locales[\\/])/,
      tags: ['$initial' as const],
      priority: 3,
    },
    { name: 'libraries', test: /[\\/]node_modules[\\/]/, tags: ['$initial' as const], priority: 2 },
    { name: 'shop', tags: ['$initial' as const], priority: 1 },
    // The order's line changes, shared by the order page and the desk: a short name, since the
    // first load's file lists every chunk by name (the budget in e2e/storefront-ssr.spec.ts).
    { name: 'edits', test: /[\\/]src[\\/]web[\\/]features[\\/]orders[\\/]components[\\/](change-|cancel-line|add-line)/ },
  ],
});
