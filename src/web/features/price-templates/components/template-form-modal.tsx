import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PriceTemplate } from '@shared/schemas/price-template';
import { TemplateForm } from './template-form';

type Props = {
  opened: boolean;
  /** The template to edit, or null for a new one; kept while the popup closes. */
  template: PriceTemplate | null;
  /** Changes at every opening, so the form starts afresh. */
  session: number;
  onClose: () => void;
};

/** "New price template" or "Edit price template": the form in a popup. */
export function TemplateFormModal({ opened, template, session, onClose }: Props) {
  const { t } = useTranslation('price-templates');
  const { t: tCommon } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(template ? 'form.editTitle' : 'form.newTitle')}
      closeButtonProps={{ 'aria-label': tCommon('close') }}
      size="lg"
      centered
    >
      <TemplateForm key={session} template={template} onDone={onClose} />
    </Modal>
  );
}
