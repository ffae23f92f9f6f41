import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CouponForm } from './coupon-form';

/** "New coupon": the form in a popup, started afresh at every opening. */
export function NewCouponModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('coupons');
  return (
    <Modal opened={opened} onClose={onClose} title={t('form.title')} size="lg" centered>
      {opened && <CouponForm onDone={onClose} />}
    </Modal>
  );
}
