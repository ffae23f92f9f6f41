import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import type { RoleChange } from '../lib/role-change';

type Props = {
  opened: boolean;
  /** The change asked for, and what it asks first: taking someone off the staff, or the owner's own role. */
  change: RoleChange | null;
  kind: 'remove' | 'self';
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a change that the owner cannot simply take back: someone off the staff, or their own owner's role. */
export function RoleChangeModal({ opened, change, kind, loading, onConfirm, onClose }: Props) {
  const { t } = useTranslation('staff');
  if (!change) return null;
  const name = change.person.fullName;
  const self = kind === 'self';
  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      title={self ? t('change.selfTitle') : t('change.removeTitle', { name })}
      cancelLabel={t('change.cancel')}
      focusCancel
      confirmLabel={self ? t('change.selfConfirm') : t('change.removeConfirm')}
      onConfirm={onConfirm}
      loading={loading}
    >
      <Text size="sm">
        {!self
          ? t('change.removeBody', { name })
          : change.role === 'customer'
            ? t('change.selfRemoveBody')
            : t('change.selfBody', { role: t(`roles.${change.role}`) })}
      </Text>
    </ConfirmModal>
  );
}
