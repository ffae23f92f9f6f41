import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { RecordsSkeleton, userCellPlaceholder } from '@/components/records-skeleton';
import { RentalsTableHead } from './rentals-table';

const card = (
  <>
    <Skeleton height={14} width="70%" my={7} />
    <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm" mt="sm">
      {[0, 1, 2].map((cell) => (
        <Stack key={cell} gap={8}>
          <Skeleton height={10} width={50} />
          <Skeleton height={20} width={100} radius="xl" />
        </Stack>
      ))}
    </SimpleGrid>
  </>
);

/** Placeholder rows shaped like the real ones, so the page does not jump when they arrive. */
export function RentalsSkeleton({ compact, showUser }: { compact: boolean; showUser: boolean }) {
  return (
    <RecordsSkeleton
      compact={compact}
      head={<RentalsTableHead showUser={showUser} />}
      cells={[
        <Skeleton key="dates" height={14} width="80%" my={5} />,
        ...(showUser ? [userCellPlaceholder] : []),
        <Skeleton key="review" height={20} width={90} radius="xl" />,
        <Skeleton key="incident" height={22} width={70} />,
        <Skeleton key="status" height={20} width={90} radius="xl" ml="auto" />,
      ]}
      minWidth={showUser ? 760 : 560}
      horizontalSpacing={showUser ? 'xs' : 'sm'}
      card={card}
    />
  );
}
