import { ActionIcon, Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AuditEntry } from '@shared/schemas/audit';
import { paths } from '@/lib/paths';
import { namedByLabel, recordHref } from '../lib/audit-record';
import { useAuditText } from './use-audit-text';
import classes from './audit.module.css';

/** The date and time of a change, in the chosen language, on the shop's clock. */
export function AuditWhen({ at, size = 'sm' }: { at: string; size?: 'xs' | 'sm' }) {
  const { when } = useAuditText();
  return (
    <Text component="time" dateTime={at} size={size} c={size === 'xs' ? 'dimmed' : undefined} className={classes.when}>
      {when(at)}
    </Text>
  );
}

/**
 * The record a change was made to, linked to where it is seen; for rentals, incidents and
 * reviews their product and customer beneath. `withHistory` adds a link to the record's own history.
 */
export function AuditRecord({ entry, withHistory }: { entry: AuditEntry; withHistory: boolean }) {
  const { t, recordName } = useAuditText();
  const name = recordName(entry);
  const href = recordHref(entry);
  const detail = !namedByLabel(entry.entity) && entry.label;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        {href ? (
          <Anchor component={Link} to={href} size="sm" className={classes.recordLink}>
            {name}
          </Anchor>
        ) : (
          <Text size="sm" className={classes.recordLink}>
            {name}
          </Text>
        )}
        {detail && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
      </Stack>
      {withHistory && (
        <Tooltip label={t('historyNamed', { name })} withinPortal>
          <ActionIcon
            component={Link}
            to={paths.dashboard.auditLog.getHref({ entity: entry.entity, entityId: entry.entityId })}
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('historyNamed', { name })}
          >
            <IconHistory size={15} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
