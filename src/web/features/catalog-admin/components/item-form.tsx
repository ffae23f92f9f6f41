import { Group, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { itemInputSchema, itemStatuses, type Item, type ItemStatus } from '@shared/schemas/catalog-admin';
import { toast } from '@/components/toast';
import { useSaveItem } from '../api/use-save-item';
import { useShowSubmitFailure } from '../hooks/use-show-submit-failure';
import { nameError } from '../lib/name-check';
import { FormActions } from './form-actions';
import { isKit, ProductPicker } from './product-picker';
import type { PickerOption } from './search-select';
import { useUniqueCheck } from './unique-check';

type Props = {
  /** The item to edit; null for a new one. */
  item: Item | null;
  /** A new item's product to start with (the list's product filter). */
  defaultProduct: PickerOption | null;
  onDone: () => void;
};

type Values = { serialNumber: string; productId: number | null; status: ItemStatus };

/** SPEC section 5 item form: serial number, product and status required. A new item joins its product's stock. */
export function ItemForm({ item, defaultProduct, onDone }: Props) {
  const { t } = useTranslation('dashboard');
  const save = useSaveItem();
  const showFailure = useShowSubmitFailure();
  const form = useForm<Values>({
    initialValues: {
      serialNumber: item?.serialNumber ?? '',
      productId: item?.productId ?? defaultProduct?.value ?? null,
      status: item?.status ?? 'Operational',
    },
    validate: {
      serialNumber: (value) =>
        nameError(itemInputSchema.shape.serialNumber, value, {
          required: t('items.serialRequired'),
          hidden: t('translations.hiddenCharacters'),
        }),
      productId: (value) => (value === null ? t('items.productRequired') : null),
    },
  });
  const unique = useUniqueCheck('items', form.values.serialNumber, item?.id ?? null);
  // A rented unit stays with its product: its past rentals say what they were of.
  const productLocked = item?.hasRentals ?? false;

  const submit = form.onSubmit((values) => {
    const input = itemInputSchema.safeParse(values);
    if (!input.success) return;
    if (unique.taken) {
      form.setFieldError('serialNumber', unique.takenText);
      return;
    }
    save.mutate(
      { id: item?.id ?? null, input: input.data },
      {
        onSuccess: () => {
          toast.success(t(item ? 'items.edited' : 'items.created'));
          onDone();
        },
        onError: (error) => showFailure(form, error, 'serialNumber'),
      },
    );
  });

  const serialProps = form.getInputProps('serialNumber');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('items.serialNumber')}
          withAsterisk
          maxLength={120}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
          {...serialProps}
          error={serialProps.error ?? unique.warning}
          description={unique.checkNote}
        />
        <ProductPicker
          label={t('items.product')}
          placeholder={t('items.productPlaceholder')}
          description={productLocked ? t('items.productLocked') : undefined}
          withAsterisk
          allowDeselect={false}
          disabled={productLocked}
          // A kit has no units of its own: the server refuses one anyway.
          exclude={isKit}
          initialOption={item ? { value: item.productId, label: item.productName } : defaultProduct}
          {...form.getInputProps('productId')}
        />
        <Radio.Group label={t('items.status')} withAsterisk {...form.getInputProps('status')}>
          <Group gap="lg" mt={6}>
            {itemStatuses.map((status) => (
              <Radio key={status} value={status} label={t(`items.statuses.${status}`)} />
            ))}
          </Group>
        </Radio.Group>
        <FormActions onCancel={onDone} saving={save.isPending} />
      </Stack>
    </form>
  );
}
