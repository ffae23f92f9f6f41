import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { folderDirectionRule } from './eslint/folder-direction.js';

/*
 * The web app's imports run one way (docs/architecture.md):
 *   src/shared  <-  lib/, components/  <-  features/<domain>/  <-  app/
 * A feature reaches another only through its public entry (features/<name>/index.ts), and only
 * along the edges below, so features never import each other in a circle. A feature not listed
 * uses no other feature.
 */
const featureDependencies = {
  // The account's front page holds the customer's calendar feed card.
  account: ['auth', 'calendar-feeds'],
  audit: ['auth'],
  cart: ['auth', 'catalog'],
  // The customers' invoice terms are set only by a role that may (decision 092).
  customers: ['auth'],
  // Kits: the badge, "What's in the box" and a booked kit's units by part, shown by
  // every feature that shows a product or a rental; kits itself imports no feature.
  catalog: ['kits'],
  // The units' list reads who is signed in: a role that does not change the catalogue reads it only.
  'catalog-admin': ['auth', 'catalog', 'kits'],
  'dashboard-home': ['auth'],
  // The desk changes a rental's line before its hand-over with the order page's popups.
  desk: ['kits', 'orders'],
  incidents: ['auth'],
  // The DATEV refusal links the settings only for a role that may open them.
  invoices: ['auth'],
  orders: ['auth', 'catalog', 'kits', 'rentals'],
  // Staff's quote for a customer takes its lines as staff's order does (the line and the customer by e-mail).
  quotes: ['auth', 'orders'],
  rentals: ['auth', 'kits'],
  // The reports say so to a role that may not read them, rather than asking the server.
  reports: ['auth'],
  reviews: ['auth', 'catalog'],
  // The payment methods and legal details are shown only to a role that may change them.
  settings: ['auth'],
  storefront: ['cart', 'catalog', 'kits', 'reviews', 'waitlist', 'wishlist'],
  waitlist: ['auth', 'catalog'],
  wishlist: ['catalog'],
  // The dashboard's integrations page holds one section of each of these.
  // Its sections by the role's permissions (the accountant sees the exports only).
  integrations: ['api-tokens', 'auth', 'calendar-feeds', 'exports', 'webhooks'],
  // The staff screen reads who is signed in: the owner manages, the others read.
  staff: ['auth'],
  // The planner reads who is signed in: a role that changes orders may move rentals.
  planner: ['auth'],
};

const features = readdirSync(join(import.meta.dirname, 'src/web/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A cycle in the table would let two features import each other: refuse it here rather than in review. */
function assertAcyclic(graph, tableName) {
  const state = new Map();
  const visit = (name, trail) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`${tableName} has a cycle: ${[...trail, name].join(' -> ')}`);
    state.set(name, 'visiting');
    for (const next of graph[name] ?? []) visit(next, [...trail, name]);
    state.set(name, 'done');
  };
  for (const name of Object.keys(graph)) visit(name, []);
}
assertAcyclic(featureDependencies, 'featureDependencies');

/*
 * The server's folders import one way too (docs/architecture.md, decision 041): each folder of
 * src/server, and each file directly in it (named with its .ts), lists what it may import. The
 * table is checked for cycles like the web's, and the rule `framehire/server-direction` fails on
 * any import it does not list, `import type` included. Tests and src/server/test/ sit above
 * everything and are not checked; production code never imports test/.
 */
/** Files that import nothing of the server: any folder may use them. */
const serverLeaves = [
  'csv-formula.ts',
  'disk-full.ts',
  'domain-errors.ts',
  'invoice-line-texts.ts',
  'secrets.ts',
  'shop-calendar.ts',
  'startup-error.ts',
];
const serverDirection = {
  ...Object.fromEntries(serverLeaves.map((leaf) => [leaf, []])),
  'graceful-stop.ts': [],
  types: [],
  // The database is the bottom: it imports nothing from the domains, jobs or HTTP.
  db: [],
  jobs: ['db'],
  // The HTTP layer's shared parts: the error shape, the route policy, security headers, origin
  // check, request deadlines, trust-proxy, uploads' parsing, read-your-writes.
  http: ['db'],
  storage: ['http'],
  'config.ts': ['http', 'storage'],
  images: ['storage'],
  audit: ['db', 'http'],
  'rate-limit': ['db', 'http'],
  // auth/ sends no mail itself: whoever creates it passes sendMail (app/account-mails.ts).
  auth: ['db', 'http', 'rate-limit'],
  catalog: ['db', 'http', 'images', 'storage'],
  'catalog-admin': ['audit', 'auth', 'catalog', 'db', 'http', 'images', 'storage'],
  // Domain events: the outbox and its delivery jobs; publishers are handed `publish`, or import its types.
  events: ['db', 'jobs'],
  // Rentals publish nothing themselves: the processes that change them are flows (flows/).
  rentals: ['audit', 'auth', 'catalog', 'db', 'http', 'jobs'],
  // The shop owner's settings: payment methods, cancellation rules, deposits.
  settings: ['audit', 'auth', 'db', 'http'],
  // Orders read through rentals/ and are booked by flows/place-order.ts, handed in with the face
  // rentals/booking-terms.ts declares. Online payment is handed in too (orders/online-payment.ts
  // says its shape; stripe/ implements it).
  orders: ['audit', 'auth', 'catalog', 'db', 'http', 'rentals', 'settings'],
  // Invoices and credit notes: issued inside the money's transactions (money/, stripe/
  // and the flows call them), read back by orders/, rendered as PDF and e-invoice, attached by mail/.
  invoices: ['auth', 'catalog', 'db', 'events', 'http', 'settings'],
  // The shop's own money (decisions 062, 072): the order's ledger, deposits, refunds by the shop's
  // rules, pick-up and later payments, disputes and refunds to look at. No payment provider in it.
  money: ['audit', 'auth', 'catalog', 'db', 'events', 'http', 'jobs', 'rentals', 'settings'],
  reviews: ['audit', 'auth', 'catalog', 'db', 'http', 'rentals'],
  incidents: ['audit', 'auth', 'catalog', 'db', 'http', 'rentals', 'storage'],
  // Business customers (docs/business-customers.md): company, VAT number, VIES's answer, pay on invoice.
  business: ['auth', 'db', 'http', 'settings'],
  // Staff roles change audited (users/staff.ts, decision 092).
  users: ['audit', 'auth', 'business', 'catalog', 'db', 'http', 'images', 'rentals', 'storage'],
  // The cart's prices (docs/pricing.md): duration prices by charged days, coupons and the damage waiver.
  pricing: ['audit', 'auth', 'catalog', 'db', 'http'],
  // Quotes (decision 090): priced by pricing/, accepted through the order's booking (handed in by
  // app/), customers found or opened as staff orders do (orders/), the PDF in the invoices' fonts.
  quotes: ['auth', 'business', 'catalog', 'db', 'http', 'invoices', 'orders', 'pricing', 'rentals', 'settings'],
  // The owner's reports (decision 093): revenue from the invoices, utilisation from the bookings,
  // in the accountant's periods and CSV conventions (invoices/).
  reports: ['db', 'http', 'invoices'],
  // The planner's read (issue 47): units and the bookings the exclusion constraint guards.
  planner: ['db', 'http'],
  // The waitlist: requests, and the subscriber that tells them when a unit frees up.
  waitlist: ['auth', 'catalog', 'db', 'events', 'http'],
  // The hand-over desk: check-out and check-in move units, deposits and late fees, and
  // record what came back damaged or missing on the rental's incident; its lists read rentals
  // through rentals/queries.ts; the overdue sweep publishes rental.overdue (mail/ writes the mail).
  'hand-over': [
    'audit',
    'auth',
    'catalog',
    'db',
    'events',
    'http',
    'images',
    'incidents',
    'invoices',
    'rentals',
    'settings',
    'storage',
  ],
  // The dashboard home reads each rental's one status and late fee from rentals/ (decision 099).
  'admin-home': ['db', 'http', 'rentals'],
  // Issue 32: the calendar feeds (a customer's rentals, the shop's pick-ups and returns), the
  // webhooks (the outbox's events, signed, to other tools), CSV exports and personal API tokens.
  // calendar-feeds also counts feed requests per address with rate-limit/'s shared counters (decision 052),
  // and audits an administrator renewing the shop's feed address. A shop feed asked for with an
  // API token, and a webhook endpoint made with one, name that token (decision 096): api-tokens/
  // sits below both.
  'api-tokens': ['audit', 'auth', 'db', 'http'],
  'calendar-feeds': ['api-tokens', 'audit', 'auth', 'catalog', 'db', 'http', 'rate-limit', 'rentals', 'settings'],
  webhooks: ['api-tokens', 'audit', 'auth', 'db', 'events', 'http', 'jobs'],
  exports: ['auth', 'db', 'http', 'rentals'],
  // The printable label sheets, in the invoices' fonts.
  labels: ['db', 'http', 'invoices'],
  health: ['db'],
  shop: ['settings'],
  // Mails are written from the records they are about, so mail/ sits above the domains.
  mail: ['catalog', 'db', 'events', 'invoices', 'jobs', 'orders', 'rentals', 'waitlist'],
  storefront: ['http'],
  seed: ['auth', 'db', 'images', 'storage', 'users'],
  backup: ['config.ts', 'db'],
  // The event subscribers, one file each (decision 070): which events each takes, and its task
  // from the domain that acts on them.
  subscribers: ['db', 'events', 'jobs', 'mail', 'stripe', 'waitlist', 'webhooks'],
  // The shop's processes (decision 072), one file each: a flow takes the modules' faces and
  // `publish`, runs one transaction, and is the only place that publishes its events.
  flows: [
    'audit',
    'auth',
    'catalog',
    'db',
    'events',
    'hand-over',
    'http',
    'images',
    'incidents',
    'invoices',
    'jobs',
    'money',
    'orders',
    'pricing',
    'rentals',
    'settings',
    'storage',
  ],
  // The provider of online payments (decision 072): Stripe's client, Checkout Sessions, the
  // webhook's receipt, holds that lapse, refunds sent to Stripe. It implements the ports orders/
  // and rentals/ declare; what Stripe confirms goes to the flow app/ hands it (orders/online-payment.ts's
  // PaymentConfirmation), so stripe/ never imports a flow.
  stripe: ['db', 'events', 'http', 'invoices', 'jobs', 'money', 'orders', 'rentals'],
  // The composition and the process (decision 077): app/index.ts builds the server (plugins, one
  // route registration per domain, the job worker, the web app); main.ts starts it with its database,
  // mail and storage; serve.ts is the entry point, and cluster.ts its several processes.
  app: [
    'config.ts',
    'graceful-stop.ts',
    'seed',
    'storefront',
    'flows',
    'admin-home',
    'api-tokens',
    'audit',
    'auth',
    'business',
    'calendar-feeds',
    'catalog',
    'catalog-admin',
    'db',
    'events',
    'exports',
    'hand-over',
    'health',
    'http',
    'incidents',
    'invoices',
    'jobs',
    'labels',
    'mail',
    'money',
    'orders',
    'pricing',
    'quotes',
    'rate-limit',
    'planner',
    'reports',
    'rentals',
    'reviews',
    'settings',
    'shop',
    'storage',
    'stripe',
    'subscribers',
    'users',
    'waitlist',
    'webhooks',
  ],
};
/*
 * A module's route files are its HTTP face (decision 072): the node `<folder>/routes`, which may
 * import its own folder, what that folder may, and the flows. Only app/ composes them.
 */
const serverRoot = join(import.meta.dirname, 'src/server');
const routeFolders = new Set(
  Object.keys(serverDirection).filter(
    (node) =>
      !node.endsWith('.ts') &&
      node !== 'app' &&
      readdirSync(join(serverRoot, node)).some((file) => /(^|-)routes\.ts$/.test(file)),
  ),
);
/** What a module's routes read besides their module: a payment route answers with the order (orders/). */
const routeReads = { money: ['orders'] };
for (const folder of routeFolders) {
  serverDirection[`${folder}/routes`] = [folder, 'flows', ...serverDirection[folder], ...(routeReads[folder] ?? [])];
  if (serverDirection.app.includes(folder)) serverDirection.app.push(`${folder}/routes`);
}
assertAcyclic(serverDirection, 'serverDirection');

const restricted = {
  server: { group: ['**/server/**'], message: 'The web app and the server meet in src/shared.' },
  deepRelative: {
    regex: '^(\\.\\./){3,}',
    message: 'Climb at most two folders; across folders import with @/ (src/web) or @shared/ (src/shared).',
  },
  app: {
    regex: '^(@/|(\\.\\./)+)app(/|$)',
    message: 'Only the app shell imports app/: it composes features, never the other way round.',
  },
  anyFeature: {
    regex: '^(@/|(\\.\\./)+)features(/|$)',
    message: 'components/ and lib/ hold what several features share, so they use no feature.',
  },
  featureInternals: {
    regex: '^@/features/[^/]+/(?!pages/)',
    message:
      'Use a feature through its public entry, @/features/<name> (its index.ts); the route table may load its pages.',
  },
  featureRelative: {
    regex: `^(\\.\\./)+(${features.join('|')})(/|$)`,
    message: 'Reach another feature through its public entry, @/features/<name>.',
  },
};

/** What one feature may import: no app/, no other feature's insides, and only the features it declares. */
function featureRestrictions(name) {
  const allowed = featureDependencies[name] ?? [];
  return [
    restricted.server,
    restricted.deepRelative,
    restricted.app,
    restricted.featureRelative,
    {
      regex: `^@/features/${name}(/|$)`,
      message: 'Inside a feature, import its own files with a relative path.',
    },
    {
      regex: `^@/features/(?!${name}(/|$))[^/]+/`,
      message: 'Use another feature through its public entry, @/features/<name> (its index.ts).',
    },
    {
      regex: `^@/features/(?!(${[name, ...allowed].join('|')})$)[^/]+$`,
      message: `features/${name} may use ${allowed.length ? allowed.join(', ') : 'no other feature'}: see featureDependencies in eslint.config.js.`,
    },
  ];
}

/** The web app calls the API through the typed client (lib/api-client.ts), never by a built URL. */
const apiCallSyntax = [
  { selector: "CallExpression[callee.name='fetch']", message: 'Call the API through `api` from lib/api-client.ts.' },
  {
    selector: 'TemplateLiteral > TemplateElement[value.raw=/\\/api\\//]',
    message: 'Call the API through `api` from lib/api-client.ts, with typed path parameters.',
  },
];
/** no-restricted-imports does not see import(): lazy loading belongs to the route table. */
const lazyImportSyntax = {
  // Pages are split by the route table; inside a page only a module named *-chunk (one the page
  // fetches on demand, decision 030) is imported lazily.
  selector: 'ImportExpression:not([source.value=/-chunk$/])',
  message:
    'Pages are loaded lazily by the route table (app/routes.tsx); import statically here, or name the on-demand module *-chunk.',
};

const restrictImports = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    // What git ignores: builds, data, reports and scratch files (.tmp/) are not the project's code.
    ignores: [
      'dist/',
      'data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'coverage/',
      '.tmp/',
      '.bench-data/',
      'src/server/db/migrations/',
      'src/web/lib/api-schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Plain JavaScript that Node runs as it is (npm start's launcher and the server's build).
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // The server must not import the web app, nor the web app the server: they meet in src/shared.
    files: ['src/server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictImports(
        { group: ['**/web/**'] },
        { regex: '^@/', message: '@/ is the web app.' },
      ),
    },
  },
  {
    // The server's folders import one way (serverDirection above).
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: ['src/server/**/*.test.ts', 'src/server/test/**'],
    plugins: {
      framehire: {
        rules: {
          'server-direction': folderDirectionRule({
            root: serverRoot,
            direction: serverDirection,
            leaves: serverLeaves,
            tableName: 'serverDirection',
            routeFolders,
          }),
        },
      },
    },
    rules: { 'framehire/server-direction': 'error' },
  },
  {
    // Security is decided on the route the router matched, never on the raw URL it decoded
    // (`/%61pi/admin/users` matches `/api/admin/users`): only http/request-target.ts reads it.
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: ['src/server/**/*.test.ts', 'src/server/test/**', 'src/server/http/request-target.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='url'][object.name=/^(request|req|raw|incoming)$/]",
          message:
            'Decide on request.routeOptions (http/route-policy.ts routePolicy); to show the target, use http/request-target.ts.',
        },
        {
          selector: "MemberExpression[property.name='url'][object.property.name='raw']",
          message:
            'Decide on request.routeOptions (http/route-policy.ts routePolicy); to show the target, use http/request-target.ts.',
        },
      ],
    },
  },
  {
    // Rules written once for both sides: src/shared imports neither of them.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports(
        {
          group: ['**/web/**', '**/server/**'],
          message: 'src/shared is imported by the web app and the server, never the reverse.',
        },
        { regex: '^@/', message: 'src/shared is imported by the web app and the server, never the reverse.' },
        restricted.deepRelative,
      ),
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictImports(restricted.server, restricted.deepRelative),
      'no-restricted-syntax': ['error', ...apiCallSyntax],
    },
  },
  {
    // The shell (router, layouts, header) composes features: their public entries, and their pages.
    files: ['src/web/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictImports(
        restricted.server,
        restricted.deepRelative,
        restricted.featureInternals,
        { regex: '^(\\.\\./)+features/', message: 'Import features with @/features/<name>.' },
      ),
    },
  },
  {
    files: ['src/web/{components,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictImports(
        restricted.server,
        restricted.deepRelative,
        restricted.app,
        restricted.anyFeature,
      ),
      'no-restricted-syntax': ['error', ...apiCallSyntax, lazyImportSyntax],
    },
  },
  ...features.map((name) => ({
    files: [`src/web/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrictImports(...featureRestrictions(name)),
      'no-restricted-syntax': ['error', ...apiCallSyntax, lazyImportSyntax],
    },
  })),
  {
    // A public entry re-exports its own feature's files, and nothing else: it is not a barrel for others.
    files: ['src/web/features/*/index.ts'],
    rules: {
      'no-restricted-imports': restrictImports({
        regex: '^(?!\\./)',
        message: 'A public entry re-exports files of its own feature.',
      }),
    },
  },
  {
    files: ['src/web/lib/api-client.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
