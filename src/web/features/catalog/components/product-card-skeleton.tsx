import { Box, Card, Group, Skeleton, Stack } from '@mantine/core';
import classes from './catalog.module.css';

/**
 * A product card's outline while the catalogue loads. Every row takes the height of the text it
 * stands for (brand line, two name lines, price and heart), so the grid keeps its shape when the
 * products arrive.
 */
export function ProductCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} aria-hidden>
      <Card.Section>
        <Skeleton className={classes.imageFrame} radius={0} />
      </Card.Section>
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
        <Box className={classes.skeletonBrand}>
          <Skeleton height={10} width="35%" />
        </Box>
        <Box className={classes.skeletonName}>
          <Skeleton height={12} width="85%" />
          <Skeleton height={12} width="55%" />
        </Box>
      </Stack>
      <Group justify="space-between" align="center" mt="sm" wrap="nowrap">
        <Skeleton height={20} width={112} />
        <Skeleton height={34} width={34} circle />
      </Group>
    </Card>
  );
}
