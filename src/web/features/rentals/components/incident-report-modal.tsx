import { useTranslation } from 'react-i18next';
import { IncidentReportForm } from './incident-report-form';
import { RentalFormModal, type RentalModalProps } from './rental-form-modal';

/** The incident report popup the Help button opens; the form starts empty each time it opens. */
export function IncidentReportModal(props: RentalModalProps) {
  const { t } = useTranslation('rentals');
  return (
    <RentalFormModal
      {...props}
      title={t('report.title')}
      size="lg"
      form={(row, onDone) => <IncidentReportForm row={row} onDone={onDone} />}
    />
  );
}
