import type { ReactNode } from 'react';
import { Box, Group, Paper, Skeleton, Stack, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  compact: boolean;
  /** The loaded table's own head, so the columns do not move when the rows arrive. */
  head: ReactNode;
  /** One placeholder per column. */
  cells: ReactNode[];
  minWidth: number;
};

const ROWS = [0, 1, 2, 3];

/** Placeholder rows (or cards, on phones) for a list of records while it loads. */
export function RecordsSkeleton({ compact, head, cells, minWidth }: Props) {
  const { t } = useTranslation('common');
  return (
    <Box role="status" aria-busy>
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      {compact ? (
        <Stack gap="sm" aria-hidden>
          {ROWS.slice(0, 3).map((row) => (
            <Paper key={row} withBorder radius="md" p="md">
              <Group justify="space-between">
                <Skeleton height={12} width={110} />
                <Skeleton height={20} width={70} radius="xl" />
              </Group>
              <Skeleton height={14} width="55%" mt="md" />
              <Skeleton height={12} width="90%" mt="sm" />
              <Skeleton height={12} width="70%" mt={8} />
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table withTableBorder verticalSpacing="sm" horizontalSpacing="sm" aria-hidden>
            {head}
            <Table.Tbody>
              {ROWS.map((row) => (
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
