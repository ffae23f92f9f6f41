import { AspectRatio, Center } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import classes from './catalog.module.css';

type Props = { src: string | null; alt: string; eager?: boolean };

/** A product photo at 4:3, or a neutral camera placeholder when the product has none. */
export function ProductImage({ src, alt, eager = false }: Props) {
  return (
    <AspectRatio ratio={4 / 3} className={classes.imageFrame}>
      {src ? (
        <img src={src} alt={alt} loading={eager ? 'eager' : 'lazy'} decoding="async" className={classes.image} />
      ) : (
        <Center className={classes.placeholder} aria-hidden>
          <IconCamera size={48} stroke={1.2} />
        </Center>
      )}
    </AspectRatio>
  );
}
