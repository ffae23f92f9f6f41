import { useState } from 'react';
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The heart toggle on product cards and the product page. */
export function WishlistHeart({ size = 'lg', ...props }: Omit<ActionIconProps, 'children' | 'onClick'>) {
  const { t } = useTranslation('catalog');
  const [saved, setSaved] = useState(false);
  const label = saved ? t('wishlistHeart.remove') : t('wishlistHeart.add');
  return (
    <ActionIcon
      {...props}
      size={size}
      radius="xl"
      variant={saved ? 'light' : 'subtle'}
      color={saved ? 'red' : 'gray'}
      aria-label={label}
      aria-pressed={saved}
      title={label}
      onClick={() => setSaved((value) => !value)}
    >
      {saved ? <IconHeartFilled size={20} /> : <IconHeart size={20} stroke={1.7} />}
    </ActionIcon>
  );
}
