import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminIncident } from '@shared/schemas/incident';
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
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExitTransitionEnd}
      closeButtonProps={{ 'aria-label': t('close') }}
      title={t('statusForm.title')}
      centered
    >
      {incident && <IncidentStatusForm key={incident.id} incident={incident} onDone={onClose} />}
    </Modal>
  );
}
