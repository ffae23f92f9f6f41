import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Kit": a product built from other products, on its card, its page and the dashboard's lists. */
export function KitBadge(props: Omit<BadgeProps, 'children'>) {
  const { t } = useTranslation('kits');
  return (
    <Badge variant="light" color="grape" radius="sm" size="sm" style={{ flex: 'none' }} {...props}>
      {t('badge')}
    </Badge>
  );
}
