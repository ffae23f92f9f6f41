import { Text } from '@mantine/core';
import type { AuditEntry } from '@shared/schemas/audit';
import { auditChanges } from '../lib/audit-changes';
import { useAuditText } from './use-audit-text';
import classes from './audit.module.css';

/**
 * "Daily price: 39,90 € → 45,00 €", one line per changed field; a created or deleted record's main
 * fields as "Name: Canon R5". The arrow is read as "changed to".
 */
export function AuditChangesList({ entry }: { entry: AuditEntry }) {
  const { t, fieldLabel, value } = useAuditText();
  const changes = auditChanges(entry);
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('noChanges')}
      </Text>
    );
  }
  const both = entry.before !== null && entry.after !== null;
  return (
    <ul className={classes.changes}>
      {changes.map((change) => (
        <li key={change.field}>
          <Text span size="sm" fw={600}>
            {fieldLabel(change.field)}:
          </Text>{' '}
          {both ? (
            <>
              <Text span size="sm" className={classes.before}>
                {value(change.field, change.before, 'before')}
              </Text>{' '}
              <span role="img" aria-label={t('changedTo')} className={classes.arrow}>
                →
              </span>{' '}
              <Text span size="sm">
                {value(change.field, change.after, 'after')}
              </Text>
            </>
          ) : (
            <Text span size="sm">
              {entry.after === null
                ? value(change.field, change.before, 'before')
                : value(change.field, change.after, 'after')}
            </Text>
          )}
        </li>
      ))}
    </ul>
  );
}
