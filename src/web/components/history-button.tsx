import { Button } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditEntity } from '@shared/schemas/audit';
import { paths } from '@/lib/paths';

/** On an administrator's page of one record: the way to what was changed on it (the audit log). */
export function HistoryButton({ entity, entityId }: { entity: AuditEntity; entityId: number }) {
  const { t } = useTranslation('common');
  return (
    <Button
      component={Link}
      to={paths.dashboard.auditLog.getHref({ entity, entityId })}
      variant="subtle"
      leftSection={<IconHistory size={16} aria-hidden />}
    >
      {t('history')}
    </Button>
  );
}
