import type { ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { cleanup, render, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import type { CurrentUser } from '@shared/schemas/user';
import type { Page } from '@shared/schemas/paging';
import { AppProviders } from '@/app/providers';
import { allLanguages } from '@/i18n/all-languages';
import { createI18n } from '@/i18n/i18n';
import { queryKeys } from '@/lib/query-keys';
import { loadToasts } from '@/components/toast-loader';

/*
 * Component tests render a screen as the app does (src/web/app/providers.tsx: Mantine's theme,
 * i18next in English, TanStack Query, a router), with the answers it reads already in its query
 * cache, so nothing goes over the network. A file using this starts with
 * `// @vitest-environment happy-dom`; src/web/test/console-guard.ts fails a test on any
 * console.error, and so does a missing text or a request this file did not foresee.
 */

/*
 * The toasts' code loads on the first toast (components/toast-loader.ts). Loaded here, before any
 * screen, so a test that ends right after a toast leaves no import running behind it: one that
 * finished after the test file's environment was torn down failed every file after it in the
 * worker (EnvironmentTeardownError).
 */
await loadToasts();

import { admin } from './signed-in';

export { accountant, admin, counter, customer, manager } from './signed-in';

/** The answers a screen reads, under their query keys. */
export type Seed = [QueryKey, unknown][];

/** One page of an administrator's list as usePagedList and useAdminList keep it. */
export const pages = <Row,>(items: Row[], next: string | null = null) => ({
  pages: [{ items, next } satisfies Page<Row>],
  pageParams: [undefined],
});

type Options = {
  /** The route's pattern, e.g. `/dashboard/incidents/:id?`. */
  route?: string;
  /** The address opened, e.g. `/dashboard/incidents?status=Open`. */
  path?: string;
  /** Who is signed in (null: nobody). */
  user?: CurrentUser | null;
  seed?: Seed;
  /** The width, in px, the screen's lists measure for themselves (tables from about 900, cards below). */
  width?: number;
};

/** A query client that keeps what it was given and asks for nothing it already has. */
function seededClient(user: CurrentUser | null, seed: Seed): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        gcTime: Infinity,
        refetchOnMount: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
  // Answered "in the future": fresh even to a query that is stale at once (staleTime 0), which
  // would otherwise ask again when a search or filter switches the screen to it.
  const fresh = { updatedAt: Date.now() + 24 * 60 * 60 * 1000 };
  client.setQueryData(queryKeys.me, user, fresh);
  for (const [key, data] of seed) client.setQueryData(key, data, fresh);
  return client;
}

/** English, as the app shows it; a key the texts do not have is reported on console.error. */
function englishTexts() {
  const i18n = createI18n('en', allLanguages.en);
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_languages, namespace, key) => {
    console.error(`Missing text: ${namespace}:${key}`);
  };
  return i18n;
}

/**
 * For the test that renders: any request the seeded cache did not answer is a mistake of the
 * test (said, and left pending), and an element is as wide as the test says (happy-dom lays
 * nothing out). Undone when the test ends. Not in hooks of this module: with `isolate: false`
 * a worker imports it once, for the first file that uses it.
 */
function prepare(width: number) {
  vi.stubGlobal('fetch', (request: Request) => {
    console.error(`A component test asked the network: ${request.method} ${request.url}`);
    return new Promise<Response>(() => {});
  });
  // Nor does it load fonts: Mantine's growing Textarea listens for them.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  const measure = vi
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(() => new DOMRect(0, 0, width, 600));
  onTestFinished(() => {
    cleanup();
    // The toasts live in a store of the module, not in the tree: one test's would meet the next's.
    notifications.clean();
    measure.mockRestore();
    vi.unstubAllGlobals();
  });
}

/** Renders `screen` inside the app's providers and a router at `path`; returns the query client too. */
export function renderScreen(screen: ReactNode, options: Options = {}) {
  const { route = '/', path = '/', user = admin, seed = [] } = options;
  prepare(options.width ?? 1200);
  const queryClient = seededClient(user, seed);
  const router = createMemoryRouter([{ path: route, element: screen }], { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={queryClient} i18n={englishTexts()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, queryClient, router };
}

/**
 * Presses Tab from the top of the page until `target` has the focus, and says how many presses
 * that took; fails when it is not reached within `most` presses (not in the tab order at all).
 */
export async function tabTo(user: { tab: () => Promise<void> }, target: Element, most = 40): Promise<number> {
  (document.activeElement as HTMLElement | null)?.blur();
  for (let presses = 1; presses <= most; presses++) {
    await user.tab();
    if (document.activeElement === target) return presses;
  }
  throw new Error(`Not reached by ${most} presses of Tab: ${target.outerHTML.slice(0, 200)}`);
}

/** A table's column names, in order. */
export const columnNames = (table: HTMLElement, options: { hidden?: boolean } = {}) =>
  within(table)
    .getAllByRole('columnheader', options)
    .map((cell) => cell.textContent);
