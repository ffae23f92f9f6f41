import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import AllProductsPage from '@/features/storefront/pages/all-products-page';
import CategoryPage from '@/features/storefront/pages/category-page';
import HomePage from '@/features/storefront/pages/home-page';
import ProductPage from '@/features/storefront/pages/product-page';
import SearchPage from '@/features/storefront/pages/search-page';
import { MainLayout } from './layouts/main-layout';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from '@/components/not-found-page';
import { paths } from '@/lib/paths';
import { loadAreas } from '@/i18n/i18n';
import { GuardOutlet, guardLoader, revalidateAlways } from './route-guard';
import { RouteErrorPage } from './route-error-page';

/**
 * Route-level code splitting: the page's code is fetched when the route is first visited, with
 * the styles of the components the storefront's first screen does not draw and the texts of the
 * account and dashboard (decision 030).
 */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => {
  const [module] = await Promise.all([load(), import('@/theme/more-styles-chunk'), loadAreas()]);
  return { Component: module.default };
};

function FullPageLoader() {
  return <PageLoader minHeight="100vh" />;
}

const account = paths.account;
const dashboard = paths.dashboard;

const accountRoutes: RouteObject = {
  path: account.root.path,
  loader: guardLoader('user'),
  shouldRevalidate: revalidateAlways,
  Component: GuardOutlet,
  children: [
    {
      lazy: page(() => import('./layouts/account-layout')),
      children: [
        { index: true, lazy: page(() => import('@/features/account/pages/account-overview-page')) },
        { path: account.profile.path, lazy: page(() => import('@/features/account/pages/profile-page')) },
        {
          path: account.rentalRequests.path,
          lazy: page(() => import('@/features/rentals/pages/account-rental-requests-page')),
        },
        { path: account.incidents.path, lazy: page(() => import('@/features/incidents/pages/account-incidents-page')) },
        { path: account.reviews.path, lazy: page(() => import('@/features/reviews/pages/account-reviews-page')) },
        { path: account.waitlist.path, lazy: page(() => import('@/features/waitlist/pages/account-waitlist-page')) },
        { path: account.order.path, lazy: page(() => import('@/features/orders/pages/account-order-page')) },
        { path: account.quotes.path, lazy: page(() => import('@/features/quotes/pages/account-quotes-page')) },
        { path: account.quote.path, lazy: page(() => import('@/features/quotes/pages/account-quote-page')) },
      ],
    },
  ],
};

/**
 * The dashboard: staff only (guardLoader), and each page only for the roles that may use it
 * (app/role-guard.tsx reads lib/dashboard-access.ts, where a new page names its permission).
 */
const dashboardRoutes: RouteObject = {
  path: dashboard.root.path,
  loader: guardLoader('admin'),
  shouldRevalidate: revalidateAlways,
  Component: GuardOutlet,
  children: [
    {
      lazy: page(() => import('./layouts/dashboard-layout')),
      children: [
        { index: true, lazy: page(() => import('@/features/dashboard-home/pages/dashboard-home-page')) },
        {
          path: dashboard.rentalRequests.path,
          lazy: page(() => import('@/features/rentals/pages/dashboard-rental-requests-page')),
        },
        {
          path: dashboard.incidents.path,
          lazy: page(() => import('@/features/incidents/pages/dashboard-incidents-page')),
        },
        { path: dashboard.reviews.path, lazy: page(() => import('@/features/reviews/pages/dashboard-reviews-page')) },
        {
          path: dashboard.newOrder.path,
          lazy: page(() => import('@/features/orders/pages/dashboard-new-order-page')),
        },
        { path: dashboard.order.path, lazy: page(() => import('@/features/orders/pages/dashboard-order-page')) },
        { path: dashboard.auditLog.path, lazy: page(() => import('@/features/audit/pages/audit-log-page')) },
        { path: dashboard.desk.path, lazy: page(() => import('@/features/desk/pages/desk-page')) },
        { path: dashboard.pickList.path, lazy: page(() => import('@/features/desk/pages/pick-list-page')) },
        { path: dashboard.customers.path, lazy: page(() => import('@/features/customers/pages/customers-page')) },
        { path: dashboard.invoices.path, lazy: page(() => import('@/features/invoices/pages/invoices-page')) },
        { path: dashboard.reports.path, lazy: page(() => import('@/features/reports/pages/reports-page')) },
        { path: dashboard.coupons.path, lazy: page(() => import('@/features/coupons/pages/coupons-page')) },
        { path: dashboard.staff.path, lazy: page(() => import('@/features/staff/pages/staff-page')) },
        { path: dashboard.quotes.path, lazy: page(() => import('@/features/quotes/pages/dashboard-quotes-page')) },
        { path: dashboard.quote.path, lazy: page(() => import('@/features/quotes/pages/dashboard-quote-page')) },
        {
          path: dashboard.integrations.path,
          lazy: page(() => import('@/features/integrations/pages/integrations-page')),
        },
        { path: dashboard.settings.path, lazy: page(() => import('@/features/settings/pages/settings-page')) },
        {
          path: dashboard.manageCatalog.categories.path,
          lazy: page(() => import('@/features/catalog-admin/pages/manage-categories-page')),
        },
        {
          path: dashboard.manageCatalog.products.path,
          lazy: page(() => import('@/features/catalog-admin/pages/manage-products-page')),
        },
        {
          path: dashboard.manageCatalog.items.path,
          lazy: page(() => import('@/features/catalog-admin/pages/manage-items-page')),
        },
        {
          path: dashboard.manageCatalog.priceTemplates.path,
          lazy: page(() => import('@/features/price-templates/pages/price-templates-page')),
        },
        { path: dashboard.planner.path, lazy: page(() => import('@/features/planner/pages/planner-page')) },
      ],
    },
  ],
};

/**
 * The storefront's public pages, which the server writes with their content (decision 030); the
 * cart, wishlist, sign-in forms, account and dashboard are drawn in the browser.
 */
const serverRendered = { serverRendered: true };

/** Whether the server writes this route's page (its `handle` says so). */
export const isServerRendered = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && 'serverRendered' in handle;

/**
 * The app's routes. `refreshUser` is the root's loader, which refreshes the signed-in user before
 * every page renders (SPEC section 2, route guard): in the browser it asks /api/me; on the server,
 * which has just read the session, it has nothing to add.
 */
export const appRoutes = (refreshUser: LoaderFunction): RouteObject[] => [
  {
    id: 'root',
    Component: RootLayout,
    loader: refreshUser,
    shouldRevalidate: revalidateAlways,
    HydrateFallback: FullPageLoader,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        Component: MainLayout,
        children: [
          {
            ErrorBoundary: RouteErrorPage,
            children: [
              { index: true, Component: HomePage, handle: serverRendered },
              { path: paths.allProducts.path, Component: AllProductsPage, handle: serverRendered },
              { path: paths.category.path, Component: CategoryPage, handle: serverRendered },
              { path: paths.product.path, Component: ProductPage, handle: serverRendered },
              { path: paths.catalogSearch.path, Component: SearchPage, handle: serverRendered },
              { path: paths.wishlist.path, lazy: page(() => import('@/features/wishlist/pages/wishlist-page')) },
              { path: paths.cart.path, lazy: page(() => import('@/features/cart/pages/cart-page')) },
              {
                path: paths.forgotPassword.path,
                lazy: page(() => import('@/features/auth/pages/forgot-password-page')),
              },
              {
                path: paths.resetPassword.path,
                lazy: page(() => import('@/features/auth/pages/reset-password-page')),
              },
              {
                loader: guardLoader('guest'),
                shouldRevalidate: revalidateAlways,
                Component: GuardOutlet,
                children: [
                  { path: paths.signup.path, lazy: page(() => import('@/features/auth/pages/signup-page')) },
                  { path: paths.login.path, lazy: page(() => import('@/features/auth/pages/login-page')) },
                ],
              },
              accountRoutes,
              dashboardRoutes,
              { path: '*', Component: NotFoundPage, handle: serverRendered },
            ],
          },
        ],
      },
    ],
  },
];
