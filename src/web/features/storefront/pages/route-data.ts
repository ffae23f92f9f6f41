import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { categoryQuery, parseId, productQuery, productsQuery, type ProductFilters } from '@/features/catalog';
import { productReviewsQuery } from '@/features/reviews';
import { paths } from '@/lib/paths';
import { shopQuery } from '@/lib/use-booking-limits';
import { catalogSort, PAGE_SIZE } from '../components/use-catalog-params';

/*
 * What each storefront page reads, read before the server writes it (decision 056), so the page
 * is rendered once with everything in hand: the same queries, by the same keys and functions, as
 * the page's components use. A page that asks for more than is listed here still comes out right
 * (the renderer fetches what is missing and renders again), and a test fails
 * (src/server/storefront/page-cache.test.ts counts the rounds).
 */

export type PageDataInput = { params: Params; searchParams: URLSearchParams; queryClient: QueryClient };

/** Reads the page's data into `queryClient`; refusals (a 404) are kept as the page shows them. */
export type PageData = (input: PageDataInput) => Promise<void>;

/** The product grid of every catalogue page (CatalogView), as its `useProducts` asks for it. */
const productGrid = (
  queryClient: QueryClient,
  searchParams: URLSearchParams,
  filters: Omit<ProductFilters, 'limit' | 'sort'>,
) =>
  queryClient.prefetchInfiniteQuery(
    productsQuery({ categoryId: filters.categoryId, q: filters.q, sort: catalogSort(searchParams), limit: PAGE_SIZE }),
  );

/** Drops what was read alongside `main` when `main` failed: the page then shows no part that would use it. */
function keepOnlyIfFound(queryClient: QueryClient, main: QueryKey, others: QueryKey[]) {
  if (queryClient.getQueryState(main)?.status === 'success') return;
  for (const queryKey of others) queryClient.removeQueries({ queryKey, exact: true });
}

const homePage: PageData = ({ queryClient, searchParams }) => productGrid(queryClient, searchParams, {});

const allProductsPage: PageData = ({ queryClient, searchParams }) => productGrid(queryClient, searchParams, {});

const searchPage: PageData = ({ queryClient, searchParams, params }) =>
  productGrid(queryClient, searchParams, { q: (params.name ?? '').trim() });

const categoryPage: PageData = async ({ queryClient, searchParams, params }) => {
  const id = parseId(params.id);
  if (id === null) return;
  const grid = productsQuery({ categoryId: id, q: undefined, sort: catalogSort(searchParams), limit: PAGE_SIZE });
  await Promise.all([queryClient.prefetchQuery(categoryQuery(id)), queryClient.prefetchInfiniteQuery(grid)]);
  keepOnlyIfFound(queryClient, categoryQuery(id).queryKey, [grid.queryKey]);
};

const productPage: PageData = async ({ queryClient, params }) => {
  const id = parseId(params.id);
  if (id === null) return;
  const reviews = productReviewsQuery(id);
  await Promise.all([
    queryClient.prefetchQuery(productQuery(id)),
    queryClient.prefetchQuery(shopQuery),
    queryClient.prefetchQuery(reviews),
  ]);
  keepOnlyIfFound(queryClient, productQuery(id).queryKey, [shopQuery.queryKey, reviews.queryKey]);
};

const nothing: PageData = async () => {};

/**
 * The reads of the storefront page a route shows (app/routes.tsx): by its path, the index route
 * being the home page and `*` the "not found" page; undefined for a route that is not listed.
 */
export function storefrontPageData(route: { index?: boolean; path?: string }): PageData | undefined {
  if (route.index) return homePage;
  switch (route.path) {
    case paths.allProducts.path:
      return allProductsPage;
    case paths.category.path:
      return categoryPage;
    case paths.product.path:
      return productPage;
    case paths.catalogSearch.path:
      return searchPage;
    case '*':
      return nothing;
    default:
      return undefined;
  }
}
