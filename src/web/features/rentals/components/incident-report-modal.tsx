import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RentalRow } from '../lib/rental-row';
import { IncidentReportForm } from './incident-report-form';

type Props = { row: RentalRow | null; opened: boolean; onClose: () => void; onExitTransitionEnd: () => void };

/** The incident report popup the Help button opens; the form starts empty each time it opens. */
export function IncidentReportModal({ row, opened, onClose, onExitTransitionEnd }: Props) {
  const { t } = useTranslation('rentals');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExitTransitionEnd}
      closeButtonProps={{ 'aria-label': t('close') }}
      title={t('report.title')}
      centered
      size="lg"
    >
      {row && <IncidentReportForm key={row.rental.id} row={row} onDone={onClose} />}
    </Modal>
  );
}
