import { useTranslation } from 'react-i18next';
import { RecordModal } from '@/components/record-modal';
import type { RentalRow } from '../lib/rental-row';
import { IncidentReportForm } from './incident-report-form';

type Props = { row: RentalRow | null; opened: boolean; onClose: () => void; onExitTransitionEnd: () => void };

/** The incident report popup the Help button opens; the form starts empty each time it opens. */
export function IncidentReportModal({ row, opened, onClose, onExitTransitionEnd }: Props) {
  const { t } = useTranslation('rentals');
  return (
    <RecordModal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExitTransitionEnd}
      title={t('report.title')}
      size="lg"
    >
      {row && <IncidentReportForm key={row.rental.id} row={row} onDone={onClose} />}
    </RecordModal>
  );
}
