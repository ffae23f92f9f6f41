import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KitPart } from '@shared/schemas/catalog';
import { paths } from '@/lib/paths';
import classes from './kits.module.css';

/**
 * A kit's page: "What's in the box", each part with its count per kit and a link to the part's
 * own page ("2 × NP-FZ100 battery"). Nothing for a product that is no kit.
 */
export function KitContents({ parts }: { parts: readonly KitPart[] }) {
  const { t } = useTranslation('kits');
  if (parts.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="kit-contents" data-testid="kit-contents">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="kit-contents" className={classes.boxTitle}>
          <IconPackage size={20} stroke={1.6} aria-hidden />
          {t('box.title')}
        </Title>
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {parts.map((part) => (
            <li key={part.productId}>
              <Text span fw={700} className={classes.count}>
                {part.count} ×
              </Text>{' '}
              <Anchor component={Link} to={paths.product.getHref(part.productId)}>
                {part.name}
              </Anchor>
            </li>
          ))}
        </Stack>
        <Text size="sm" c="dimmed">
          {t('box.note')}
        </Text>
      </Stack>
    </Paper>
  );
}
