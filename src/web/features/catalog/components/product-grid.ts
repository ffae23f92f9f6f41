/** The product grid of the catalogue and the wishlist: 1 to 4 columns by width (SPEC section 2). */
export const productGridCols = { base: 1, xs: 2, md: 3, lg: 4 } as const;
export const productGridSpacing = { base: 'md', lg: 'lg' } as const;
