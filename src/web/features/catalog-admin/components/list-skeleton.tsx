import { Box, Paper, SimpleGrid, Skeleton, Stack, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const ROWS = [0, 1, 2, 3, 4];

type Props = { compact: boolean; columns: string[]; minWidth: number };

/** Placeholder rows or cards shaped like the real ones, so the page does not jump when they arrive. */
export function ListSkeleton({ compact, columns, minWidth }: Props) {
  const { t } = useTranslation('common');
  return (
    <Box role="status" aria-busy>
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      {compact ? (
        <Stack gap="sm" aria-hidden>
          {ROWS.slice(0, 3).map((row) => (
            <Paper key={row} withBorder radius="md" p="md">
              <Skeleton height={14} width="60%" my={4} />
              <SimpleGrid cols={2} spacing="sm" mt="sm">
                {columns.slice(1, 5).map((column) => (
                  <Stack key={column} gap={8}>
                    <Skeleton height={10} width={50} />
                    <Skeleton height={12} width="80%" />
                  </Stack>
                ))}
              </SimpleGrid>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table withTableBorder verticalSpacing="sm" aria-hidden>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ROWS.map((row) => (
                <Table.Tr key={row}>
                  {columns.map((column, index) => (
                    <Table.Td key={column}>
                      <Skeleton height={12} width={index === 0 ? '70%' : '55%'} my={5} />
                    </Table.Td>
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
