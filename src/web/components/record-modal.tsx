import type { ReactNode } from 'react';
import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** After the closing animation: the list may forget the record the popup was open for. */
  onExitTransitionEnd?: () => void;
  title: ReactNode;
  size?: ModalProps['size'];
  children: ReactNode;
};

/** A centred popup about one record (a rental, an order's line, an incident, a review), its close button named. */
export function RecordModal({ opened, onClose, onExitTransitionEnd, title, size, children }: Props) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExitTransitionEnd}
      closeButtonProps={{ 'aria-label': t('close') }}
      title={title}
      centered
      size={size}
    >
      {children}
    </Modal>
  );
}
