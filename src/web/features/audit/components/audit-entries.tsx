import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { AuditEntry } from '@shared/schemas/audit';
import { AuditChangesList } from './audit-changes-list';
import { AuditRecord, AuditWhen } from './audit-entry-parts';
import { useAuditText } from './use-audit-text';

export const AUDIT_TABLE_MIN_WIDTH = 880;

type Props = { entries: AuditEntry[]; withHistory: boolean };

/** Shared with the loading skeleton. */
export function AuditTableHead() {
  const { t } = useAuditText();
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('columns.when')}</Table.Th>
        <Table.Th>{t('columns.who')}</Table.Th>
        <Table.Th>{t('columns.what')}</Table.Th>
        <Table.Th>{t('columns.record')}</Table.Th>
        <Table.Th>{t('columns.changes')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** Desktop layout: one row per change. */
export function AuditTable({ entries, withHistory }: Props) {
  const { what } = useAuditText();
  return (
    <Table.ScrollContainer minWidth={AUDIT_TABLE_MIN_WIDTH}>
      <Table withTableBorder verticalSpacing="sm" horizontalSpacing="xs">
        <AuditTableHead />
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id} data-record style={{ verticalAlign: 'top' }}>
              <Table.Td w={150}>
                <AuditWhen at={entry.at} />
              </Table.Td>
              <Table.Td w={140}>
                <Text size="sm">{entry.actor.name}</Text>
              </Table.Td>
              <Table.Td w={170}>
                <Text size="sm" fw={500}>
                  {what(entry)}
                </Text>
              </Table.Td>
              <Table.Td w={190}>
                <AuditRecord entry={entry} withHistory={withHistory} />
              </Table.Td>
              <Table.Td>
                <AuditChangesList entry={entry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phone layout: one card per change, with what the table's row shows. */
export function AuditCards({ entries, withHistory }: Props) {
  const { what } = useAuditText();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <Paper component="li" key={entry.id} withBorder radius="md" p="md" data-record>
          <Group justify="space-between" align="baseline" gap="xs">
            <Text size="sm" fw={600}>
              {what(entry)}
            </Text>
            <AuditWhen at={entry.at} size="xs" />
          </Group>
          <Text size="xs" c="dimmed" mb="xs">
            {entry.actor.name}
          </Text>
          <AuditRecord entry={entry} withHistory={withHistory} />
          <Stack mt="xs" gap={0}>
            <AuditChangesList entry={entry} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
