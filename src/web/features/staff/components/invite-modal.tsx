import { useTranslation } from 'react-i18next';
import { RecordModal } from '@/components/record-modal';
import { InviteForm } from './invite-form';

/** "Invite someone": the form in a popup, started afresh at every opening. */
export function InviteModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('staff');
  return (
    <RecordModal opened={opened} onClose={onClose} title={t('invite.title')} size="lg">
      {opened && <InviteForm onDone={onClose} />}
    </RecordModal>
  );
}
