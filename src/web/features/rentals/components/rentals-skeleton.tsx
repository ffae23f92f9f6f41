import { Box, Paper, SimpleGrid, Skeleton, Stack, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RentalsTableHead } from './rentals-table';

const ROWS = [0, 1, 2, 3];

/** Placeholder rows shaped like the real ones, so the page does not jump when they arrive. */
export function RentalsSkeleton({ compact, showUser }: { compact: boolean; showUser: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Box role="status" aria-busy>
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      {compact ? (
        <Stack gap="sm" aria-hidden>
          {ROWS.slice(0, 3).map((row) => (
            <Paper key={row} withBorder radius="md" p="md">
              <Skeleton height={14} width="70%" my={7} />
              <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm" mt="sm">
                {[0, 1, 2].map((cell) => (
                  <Stack key={cell} gap={8}>
                    <Skeleton height={10} width={50} />
                    <Skeleton height={20} width={100} radius="xl" />
                  </Stack>
                ))}
              </SimpleGrid>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={showUser ? 760 : 560}>
          <Table withTableBorder verticalSpacing="sm" horizontalSpacing={showUser ? 'xs' : 'sm'} aria-hidden>
            <RentalsTableHead showUser={showUser} />
            <Table.Tbody>
              {ROWS.map((row) => (
                <Table.Tr key={row}>
                  <Table.Td>
                    <Skeleton height={14} width="80%" my={5} />
                  </Table.Td>
                  {showUser && (
                    <Table.Td>
                      <Skeleton height={12} width="70%" />
                      <Skeleton height={10} width="90%" mt={6} />
                    </Table.Td>
                  )}
                  <Table.Td>
                    <Skeleton height={20} width={90} radius="xl" />
                  </Table.Td>
                  <Table.Td>
                    <Skeleton height={22} width={70} />
                  </Table.Td>
                  <Table.Td>
                    <Skeleton height={20} width={90} radius="xl" ml="auto" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Box>
  );
}
