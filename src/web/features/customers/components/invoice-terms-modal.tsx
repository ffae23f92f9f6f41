import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BusinessCustomer } from './customer-parts';
import { InvoiceTermsForm } from './invoice-terms-form';

type Props = {
  opened: boolean;
  /** The business customer whose terms are set; kept while the popup closes. */
  customer: BusinessCustomer | null;
  /** Changes at every opening, so the form starts afresh from the customer's terms. */
  session: number;
  onClose: () => void;
};

/** "Invoice terms": a business customer's terms in a popup. */
export function InvoiceTermsModal({ opened, customer, session, onClose }: Props) {
  const { t } = useTranslation('dashboard');
  const { t: tCommon } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('customers.terms.title')}
      closeButtonProps={{ 'aria-label': tCommon('close') }}
      centered
    >
      {customer && <InvoiceTermsForm key={session} customer={customer} onDone={onClose} />}
    </Modal>
  );
}
