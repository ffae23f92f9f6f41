import type { ReactNode } from 'react';
import { Box, Group, Paper, Skeleton, Stack, Table, VisuallyHidden, type MantineSpacing } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  compact: boolean;
  /** The loaded table's own head, so the columns do not move when the rows arrive. */
  head: ReactNode;
  /** One placeholder per column. */
  cells: ReactNode[];
  minWidth: number;
  /** The table's space between columns, as the loaded one has it. */
  horizontalSpacing?: MantineSpacing;
  /** How many placeholder rows. */
  rows?: number;
  /** What a placeholder card holds on phones, shaped like the list's own cards. */
  card?: ReactNode;
};

const CARDS = [0, 1, 2];

/** The placeholder of a user column's cell (components/user-cell.tsx): a name over an e-mail. */
export const userCellPlaceholder = (
  <>
    <Skeleton height={12} width="70%" />
    <Skeleton height={10} width="90%" mt={6} />
  </>
);

const recordCard = (
  <>
    <Group justify="space-between">
      <Skeleton height={12} width={110} />
      <Skeleton height={20} width={70} radius="xl" />
    </Group>
    <Skeleton height={14} width="55%" mt="md" />
    <Skeleton height={12} width="90%" mt="sm" />
    <Skeleton height={12} width="70%" mt={8} />
  </>
);

/** Placeholder rows (or cards, on phones) for a list of records while it loads. */
export function RecordsSkeleton({
  compact,
  head,
  cells,
  minWidth,
  horizontalSpacing = 'sm',
  rows = 4,
  card = recordCard,
}: Props) {
  const { t } = useTranslation('common');
  return (
    <Box role="status" aria-busy>
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      {compact ? (
        <Stack gap="sm" aria-hidden>
          {CARDS.map((row) => (
            <Paper key={row} withBorder radius="md" p="md">
              {card}
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table withTableBorder verticalSpacing="sm" horizontalSpacing={horizontalSpacing} aria-hidden>
            {head}
            <Table.Tbody>
              {Array.from({ length: rows }, (_, row) => (
                <Table.Tr key={row}>
                  {cells.map((cell, column) => (
                    <Table.Td key={column}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Box>
  );
}
