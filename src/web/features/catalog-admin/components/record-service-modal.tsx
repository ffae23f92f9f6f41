import { Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Item } from '@shared/schemas/catalog-admin';
import { toast } from '@/components/toast';
import { useRecordService } from '../api/use-record-service';
import { useShowSubmitFailure } from '../hooks/use-show-submit-failure';
import { priceFromInput } from '../lib/price-input';
import { FormActions } from './form-actions';

type Values = { note: string; cost: string };

/**
 * Records a unit's service (decision 094): what was done and what it cost. Its count of rentals and
 * days starts again, and a unit out of service for it is back in service.
 */
export function RecordServiceModal({ item, onClose }: { item: Item | null; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const record = useRecordService();
  const showFailure = useShowSubmitFailure();
  const form = useForm<Values>({
    initialValues: { note: '', cost: '' },
    validate: {
      note: (value) => (value.trim() === '' ? t('items.service.noteRequired') : null),
      cost: (value) => (value.trim() === '' || priceFromInput(value) !== null ? null : t('items.service.costInvalid')),
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) => {
    if (!item) return;
    const cost = values.cost.trim() === '' ? undefined : (priceFromInput(values.cost) ?? undefined);
    record.mutate(
      { itemId: item.id, input: { note: values.note.trim(), cost } },
      {
        onSuccess: () => {
          toast.success(t('items.service.recorded', { serial: item.serialNumber }));
          close();
        },
        onError: (error) => showFailure(form, error, 'note'),
      },
    );
  });
  return (
    <Modal
      opened={item !== null}
      onClose={close}
      title={t('items.service.title', { serial: item?.serialNumber ?? '' })}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {item?.outForService && (
            <Text size="sm" c="dimmed">
              {t('items.service.backInService')}
            </Text>
          )}
          <Textarea
            label={t('items.service.note')}
            description={t('items.service.noteHint')}
            withAsterisk
            autosize
            minRows={2}
            maxLength={500}
            data-autofocus
            {...form.getInputProps('note')}
          />
          <TextInput
            label={t('items.service.cost')}
            description={t('items.service.costHint')}
            inputMode="decimal"
            autoComplete="off"
            {...form.getInputProps('cost')}
          />
          <FormActions onCancel={close} saving={record.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
