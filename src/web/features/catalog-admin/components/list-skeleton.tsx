import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { RecordsSkeleton } from '@/components/records-skeleton';
import { CatalogTableHead } from './catalog-table';

type Props = { compact: boolean; columns: string[]; minWidth: number };

/** Placeholder rows or cards shaped like the real ones, so the page does not jump when they arrive. */
export function ListSkeleton({ compact, columns, minWidth }: Props) {
  return (
    <RecordsSkeleton
      compact={compact}
      head={<CatalogTableHead columns={columns} />}
      cells={columns.map((column, index) => (
        <Skeleton key={column} height={12} width={index === 0 ? '70%' : '55%'} my={5} />
      ))}
      minWidth={minWidth}
      // Mantine's own spacing, as the catalogue's tables have it.
      horizontalSpacing="xs"
      rows={5}
      card={
        <>
          <Skeleton height={14} width="60%" my={4} />
          <SimpleGrid cols={2} spacing="sm" mt="sm">
            {columns.slice(1, 5).map((column) => (
              <Stack key={column} gap={8}>
                <Skeleton height={10} width={50} />
                <Skeleton height={12} width="80%" />
              </Stack>
            ))}
          </SimpleGrid>
        </>
      }
    />
  );
}
