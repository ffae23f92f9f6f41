import { Group } from '@mantine/core';
import type { AuditEntity } from '@shared/schemas/audit';
import type { RecordSelection } from '@/lib/records-view';
import { HistoryButton } from './history-button';
import { ShowAllButton } from './show-all-button';

type Props = {
  selection: RecordSelection;
  /** The kind of record, for its history in the audit log. */
  entity: AuditEntity;
  /** The whole list's address, and the button's words for it ("All reviews"). */
  list: { href: string; label: string };
  /** Whether the record's history is offered: the audit log is for the roles that may read it (decision 092). */
  history: boolean;
};

/**
 * The actions of a dashboard records page that shows one record (`{id}`), or none: that record's
 * history (when the role reads the audit log), and the way back to the whole list. Nothing while
 * it shows the list.
 */
export function RecordPageActions({ selection, entity, list, history }: Props) {
  if (selection.kind === 'list') return null;
  return (
    <Group gap="xs">
      {selection.kind === 'one' && history && <HistoryButton entity={entity} entityId={selection.id} />}
      <ShowAllButton to={list.href} label={list.label} />
    </Group>
  );
}
