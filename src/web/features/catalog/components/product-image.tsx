import { useState } from 'react';
import { Center } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import classes from './catalog.module.css';

/** The stored sizes of a product picture (server: images/product-image.ts PRODUCT_IMAGE_SIZES). */
const CARD_WIDTH = 480;
const PAGE_WIDTH = 1200;

/**
 * How wide a picture is drawn, so the browser picks the smallest file that is sharp: a card is
 * a column of the 1–4 column grid (product-grid.ts) inside the 1320 px container; the product
 * page's picture is half of it from md up, the whole width below.
 */
const SIZES = {
  card: '(min-width: 75em) 310px, (min-width: 62em) 30vw, (min-width: 36em) 46vw, 92vw',
  page: '(min-width: 62em) 640px, 100vw',
};

type Props = {
  /** The card-size file, and the page-size one when the browser may choose between them. */
  src: string | null;
  largeSrc?: string | null;
  alt: string;
  /** `page`: the product page's main picture, the largest thing on its first screen. */
  size?: keyof typeof SIZES;
  /** The first screen's main picture: fetched first, never lazily. */
  priority?: boolean;
};

/**
 * A product photo in a fixed 4:3 frame, so nothing moves when it arrives. It shows as soon as
 * the browser has it, JavaScript or not (the storefront is written on the server). Without a
 * photo, or when it fails to load, a neutral camera placeholder fills the frame.
 */
export function ProductImage({ src, largeSrc, alt, size = 'card', priority = false }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const both = src && largeSrc ? `${src} ${CARD_WIDTH}w, ${largeSrc} ${PAGE_WIDTH}w` : undefined;

  return (
    <div className={classes.imageFrame}>
      {src && failed !== src ? (
        <img
          src={src}
          srcSet={both}
          sizes={both && SIZES[size]}
          width={size === 'card' ? CARD_WIDTH : PAGE_WIDTH}
          height={(size === 'card' ? CARD_WIDTH : PAGE_WIDTH) * 0.75}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'sync' : 'async'}
          className={classes.image}
          onError={() => setFailed(src)}
          // The product page's picture: the app's loader waits for its paint (APP_LOADER_SCRIPT, shared/shop-page.ts).
          {...(size === 'page' && priority ? { elementtiming: 'main-picture' } : {})}
        />
      ) : (
        <Center className={classes.placeholder} aria-hidden>
          <IconCamera size={48} stroke={1.2} />
        </Center>
      )}
    </div>
  );
}
