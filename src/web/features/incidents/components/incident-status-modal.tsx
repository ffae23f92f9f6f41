import { useTranslation } from 'react-i18next';
import type { AdminIncident } from '@shared/schemas/incident';
import { RecordModal } from '@/components/record-modal';
import { IncidentStatusForm } from './incident-status-form';

type Props = {
  incident: AdminIncident | null;
  opened: boolean;
  onClose: () => void;
  onExitTransitionEnd: () => void;
};

/** SPEC section 2: in the administrator's view, clicking an incident's status opens this popup. */
export function IncidentStatusModal({ incident, opened, onClose, onExitTransitionEnd }: Props) {
  const { t } = useTranslation('incidents');
  return (
    <RecordModal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExitTransitionEnd}
      title={t('statusForm.title')}
    >
      {incident && <IncidentStatusForm key={incident.id} incident={incident} onDone={onClose} />}
    </RecordModal>
  );
}
