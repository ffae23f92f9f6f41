import { useState } from 'react';
import { Center } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import classes from './catalog.module.css';

type Props = { src: string | null; alt: string; eager?: boolean };

/**
 * A product photo in a fixed 4:3 frame that fades in once decoded, so nothing moves when it arrives.
 * Without a photo, or when it fails to load, a neutral camera placeholder fills the frame.
 */
export function ProductImage({ src, alt, eager = false }: Props) {
  const [state, setState] = useState<{ src: string | null; status: 'loading' | 'loaded' | 'failed' }>({
    src,
    status: 'loading',
  });
  // A new src (another product in the same card) starts loading again.
  const status = state.src === src ? state.status : 'loading';
  const settle = (next: 'loaded' | 'failed') => setState({ src, status: next });

  return (
    <div className={classes.imageFrame} data-loading={src && status === 'loading' ? true : undefined}>
      {src && status !== 'failed' ? (
        <img
          // An image already in the cache may finish before React attaches onLoad.
          ref={(node) => {
            if (node?.complete && node.naturalWidth > 0 && status === 'loading') settle('loaded');
          }}
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={classes.image}
          data-loaded={status === 'loaded' ? true : undefined}
          onLoad={() => settle('loaded')}
          onError={() => settle('failed')}
        />
      ) : (
        <Center className={classes.placeholder} aria-hidden>
          <IconCamera size={48} stroke={1.2} />
        </Center>
      )}
    </div>
  );
}
