import { createContext, useContext } from 'react';

/**
 * What a page written on the server tells the server about itself while it renders: its title
 * (the browser's tab, search engines) and its HTTP status (404 for a product that does not exist).
 * In the browser there is none, and pages set the tab title themselves.
 */
export type PageHead = {
  title?: string;
  status?: number;
  /** How many slices React takes over one at a time (page-slice.tsx). */
  slices?: number;
};

export const PageHeadContext = createContext<PageHead | null>(null);

/** The page head being written on the server, or null in the browser. */
export const usePageHead = () => useContext(PageHeadContext);
