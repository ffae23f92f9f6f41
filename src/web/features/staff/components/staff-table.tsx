import { Skeleton, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecordsSkeleton, userCellPlaceholder } from '@/components/records-skeleton';
import { PersonCell, RoleControl, type StaffListProps } from './staff-parts';

/** Narrower than this (px), the rows would squeeze the e-mail addresses: the list shows cards instead. */
export const STAFF_TABLE_MIN_WIDTH = 560;

/** Shared with the loading skeleton, so the columns do not move when the rows arrive. */
function StaffTableHead() {
  const { t } = useTranslation('staff');
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('list.columns.person')}</Table.Th>
        <Table.Th w={260}>{t('list.columns.role')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

const skeletonCells = [
  <Stack key="person" gap={0}>
    {userCellPlaceholder}
  </Stack>,
  <Skeleton key="role" height={30} width={200} radius="sm" />,
];

const skeletonCard = (
  <>
    {userCellPlaceholder}
    <Skeleton height={30} mt="md" radius="sm" />
  </>
);

/** Placeholder rows, or cards where the table does not fit, while the staff load. */
export function StaffSkeleton({ compact }: { compact: boolean }) {
  return (
    <RecordsSkeleton
      compact={compact}
      head={<StaffTableHead />}
      cells={skeletonCells}
      minWidth={STAFF_TABLE_MIN_WIDTH}
      rows={3}
      card={skeletonCard}
    />
  );
}

/** The staff where there is room: one row each, the person and their role. */
export function StaffTable({ people, selfId, ...control }: StaffListProps) {
  return (
    <Table.ScrollContainer minWidth={STAFF_TABLE_MIN_WIDTH}>
      <Table withTableBorder verticalSpacing="sm">
        <StaffTableHead />
        <Table.Tbody>
          {people.map((person) => (
            <Table.Tr key={person.id} data-record>
              <Table.Td>
                <PersonCell person={person} self={person.id === selfId} />
              </Table.Td>
              <Table.Td>
                <RoleControl person={person} {...control} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
