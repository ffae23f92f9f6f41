import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
// @ts-expect-error: the rule is plain JavaScript that ESLint loads as it is.
import { folderDirectionRule } from '../../eslint/folder-direction.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

/*
 * The server's import rule on a made-up tree: orders below flows, flows below the route files
 * (decision 072), and each module's schema.ts its own.
 */
const root = '/shop/src/server';
const rule = folderDirectionRule({
  root,
  direction: {
    db: [],
    settings: ['db'],
    orders: ['db', 'settings'],
    flows: ['db', 'orders', 'settings'],
    'orders/routes': ['orders', 'flows', 'db', 'settings'],
    'settings/routes': ['settings', 'flows', 'db'],
    app: ['flows', 'orders', 'orders/routes', 'settings'],
  },
  leaves: [],
  tableName: 'serverDirection',
  routeFolders: new Set(['orders', 'settings']),
  // settings/ shows one face, its index.ts (decision 076); orders/ not yet.
  hasFace: (folder: string) => folder === 'settings',
});
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, sourceType: 'module' } });
const at = (file: string) => `${root}/${file}`;

tester.run('server-direction', rule, {
  valid: [
    { filename: at('orders/routes.ts'), code: "import { placeOrder } from '../flows/place-order';" },
    { filename: at('orders/staff-routes.ts'), code: "import { orderMoney } from './order-money';" },
    { filename: at('flows/place-order.ts'), code: "import { createOrders } from '../orders/service';" },
    { filename: at('settings/service.ts'), code: "import { shopSettings } from './schema';" },
    { filename: at('orders/schema.ts'), code: "import { shopSettings } from '../settings/schema';" },
    { filename: at('app/routes.ts'), code: "import { orderRoutes } from '../orders/routes';" },
    // A module with a face: through its index.ts; its own files and route files reach its files.
    { filename: at('orders/service.ts'), code: "import { readSettings } from '../settings';" },
    { filename: at('settings/routes.ts'), code: "import { readSettings } from './service';" },
    { filename: at('orders/service.ts'), code: "const files = await import('../settings/service');" },
  ],
  invalid: [
    // A module's own files never reach the route files, which call the flows above them.
    { filename: at('orders/service.ts'), code: "import { orderRoutes } from './routes';", errors: 1 },
    { filename: at('orders/service.ts'), code: "import { placeOrder } from '../flows/place-order';", errors: 1 },
    { filename: at('flows/place-order.ts'), code: "import { orderRoutes } from '../orders/routes';", errors: 1 },
    // Another folder's tables: through that module's functions, even where the folder may import it.
    { filename: at('orders/service.ts'), code: "import { shopSettings } from '../settings/schema';", errors: 1 },
    { filename: at('flows/place-order.ts'), code: "import type { x } from '../orders/schema';", errors: 1 },
    // Past a module's face into one of its files, a type as much as a value.
    { filename: at('orders/service.ts'), code: "import { readSettings } from '../settings/service';", errors: 1 },
    { filename: at('flows/place-order.ts'), code: "import type { Settings } from '../settings/service';", errors: 1 },
  ],
});
