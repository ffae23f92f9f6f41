import { Divider, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { noTranslations, productInputSchema, type AdminProduct } from '@shared/schemas/catalog-admin';
import { EuroInput } from '@/components/euro-input';
import { toast } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { isWholeUpTo } from '@/lib/whole-number';
import { useSaveProduct } from '../api/use-save-product';
import { useShowSubmitFailure } from '../hooks/use-show-submit-failure';
import { useTemplateChoice } from '../hooks/use-template-choice';
import { useTranslatedName } from '../hooks/use-translated-name';
import { catalogErrorText, errorField } from '../lib/catalog-error-text';
import { durationPriceRules, durationRefusalText } from '../lib/duration-price-rules';
import { durationPricesInput, durationRowsOf, errorsAfterRowsChange } from '../lib/duration-prices';
import {
  countIsValid,
  kitFieldProblem,
  kitPartsInput,
  partProductProblem,
  partRowsOf,
  partsProblem,
  KIT_PART_COUNT_MAX,
  KIT_PARTS_MAX,
} from '../lib/kit-parts';
import { nameError, translatedNameRules } from '../lib/name-check';
import { priceFromInput, priceToInput } from '../lib/price-input';
import type { ProductFormValues as Values } from '../lib/product-form-values';
import { CategoryPicker } from './category-picker';
import { DurationPricesField } from './duration-prices-field';
import { FormActions } from './form-actions';
import { KitPartsField } from './kit-parts-field';
import { LabelsLink } from './labels-link';
import { PriceTemplateSelect, TemplatePricesPreview } from './price-template-choice';
import { ProductImageField } from './product-image-field';
import type { PickerOption } from './search-select';
import { TranslatedTexts } from './translated-texts';
import { STANDARD_RATE, VatRateSelect } from './vat-rate-select';
import { useLanguage } from '@/i18n/use-language';

type Props = {
  /** The product to edit; null for a new one. */
  product: AdminProduct | null;
  /** A new product's category to start with (the list's category filter). */
  defaultCategory: PickerOption | null;
  onDone: () => void;
};

/** The longest buffer the server takes (shared/schemas/catalog-admin.ts). */
const BUFFER_DAYS_MAX = 30;

/**
 * SPEC section 5 product form: name, daily price (any amount in euros, at most two decimals),
 * brand, model and category required; description optional; the picture once the product exists.
 * Its deposit and VAT rate default to none and the shop's standard rate, its
 * buffer after each rental to none.
 */
export function ProductForm({ product, defaultCategory, onDone }: Props) {
  const { t } = useTranslation('dashboard');
  const { t: tKits } = useTranslation('kits-areas');
  const language = useLanguage();
  const save = useSaveProduct();
  const showFailure = useShowSubmitFailure();
  const fields = productInputSchema.shape;
  const required = (ok: boolean, message: string) => (ok ? null : message);
  const hidden = t('translations.hiddenCharacters');
  const form = useForm<Values>({
    initialValues: {
      name: product?.name ?? '',
      dailyPrice: product ? priceToInput(product.dailyPrice, language) : '',
      deposit: priceToInput(product?.deposit ?? '0', language),
      vatRate: product?.vatRate == null ? STANDARD_RATE : String(product.vatRate),
      brand: product?.brand ?? '',
      model: product?.model ?? '',
      categoryId: product?.categoryId ?? defaultCategory?.value ?? null,
      description: product?.description ?? '',
      translations: product?.translations ?? noTranslations,
      bufferDays: product?.bufferDays ?? 0,
      kind: product && product.kitParts.length > 0 ? 'kit' : 'units',
      kitParts: partRowsOf(product),
      durationPrices: durationRowsOf(product, language),
      priceTemplateId: product?.priceTemplateId ?? null,
      serviceEveryRentals: product?.serviceEveryRentals ?? '',
      serviceEveryDays: product?.serviceEveryDays ?? '',
    },
    validate: {
      name: (value) => nameError(fields.name, value, { required: t('products.nameRequired'), hidden }),
      dailyPrice: (value) =>
        value.trim() === ''
          ? t('products.priceRequired')
          : required(priceFromInput(value) !== null, t('products.priceInvalid')),
      deposit: (value) => (value.trim() === '' || priceFromInput(value) !== null ? null : t('products.depositInvalid')),
      brand: (value) => nameError(fields.brand, value, { required: t('products.brandRequired'), hidden }),
      model: (value) => nameError(fields.model, value, { required: t('products.modelRequired'), hidden }),
      categoryId: (value) => required(value !== null, t('products.categoryRequired')),
      bufferDays: (value) =>
        required(isWholeUpTo(value, BUFFER_DAYS_MAX), t('products.bufferDaysInvalid', { max: BUFFER_DAYS_MAX })),
      translations: translatedNameRules(hidden),
      serviceEveryRentals: (value) =>
        value === '' || (isWholeUpTo(value, 1000) && Number(value) >= 1)
          ? null
          : t('products.serviceEveryRentalsInvalid'),
      serviceEveryDays: (value) =>
        value === '' || (isWholeUpTo(value, 3650) && Number(value) >= 1) ? null : t('products.serviceEveryDaysInvalid'),
      kitParts: {
        productId: (_value, values, path) => {
          if (values.kind !== 'kit') return null;
          const problem = partProductProblem(values.kitParts, Number(path.split('.')[1]));
          return problem && tKits(`admin.${problem}`);
        },
        count: (value, values) =>
          values.kind !== 'kit' || countIsValid(value)
            ? null
            : tKits('admin.countInvalid', { max: KIT_PART_COUNT_MAX }),
      },
      durationPrices: durationPriceRules<Values>(t, language),
    },
  });
  const texts = useTranslatedName('products', form, product?.id ?? null);
  const template = useTemplateChoice(form, language);

  const submit = form.onSubmit((values) => {
    const partsRefused = partsProblem(values.kind, values.kitParts);
    if (partsRefused) {
      form.setFieldError('kitParts', tKits(`admin.${partsRefused}`, { max: KIT_PARTS_MAX }));
      return;
    }
    const { kind, ...fieldValues } = values;
    const input = productInputSchema.safeParse({
      ...fieldValues,
      kitParts: kitPartsInput(kind, values.kitParts),
      // A product that follows a template gets its duration prices from it: its own rows are not sent.
      durationPrices: values.priceTemplateId === null ? durationPricesInput(values.durationPrices) : [],
      dailyPrice: priceFromInput(values.dailyPrice),
      // An emptied field is no deposit.
      deposit: values.deposit.trim() === '' ? '0' : priceFromInput(values.deposit),
      vatRate: values.vatRate === STANDARD_RATE ? null : Number(values.vatRate),
      bufferDays: Number(values.bufferDays),
      // An emptied interval is none.
      serviceEveryRentals: values.serviceEveryRentals === '' ? null : Number(values.serviceEveryRentals),
      serviceEveryDays: values.serviceEveryDays === '' ? null : Number(values.serviceEveryDays),
    });
    if (!input.success) return;
    if (texts.refuseTaken()) return;
    save.mutate(
      { id: product?.id ?? null, input: input.data },
      {
        onSuccess: () => {
          toast.success(t(product ? 'products.edited' : 'products.created'));
          onDone();
        },
        onError: (error) => {
          showFailure(form, error, 'name');
          const field = errorField(error, 'name');
          // The server's words for a part are English only: the kit's own texts say it instead.
          const kitProblem = field === null ? null : kitFieldProblem(field);
          if (field !== null && kitProblem !== null && catalogErrorText(t, error) === null) {
            form.setFieldError(field, tKits(`admin.${kitProblem}`, { max: KIT_PART_COUNT_MAX }));
          }
          // A kit refused by the shop's rules (409: units of its own, part of a kit) is about its parts too.
          const kitConflict = error instanceof ApiError && error.status === 409 && error.field === 'kitParts';
          if (kitConflict) form.setFieldError('kitParts', catalogErrorText(t, error));
          // The server's words for a duration price are English only: the form's own say it instead.
          const durationText = durationRefusalText(t, field);
          if (field !== null && durationText !== null) form.setFieldError(field, durationText);
          // A template deleted since the list was read: the choices are read again.
          if (field === 'priceTemplateId') template.showRefused();
          texts.showField(field);
        },
      },
    );
  }, texts.showErrors);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TranslatedTexts
          {...texts.texts}
          labels={{ name: t('products.name'), description: t('products.description') }}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <EuroInput
            label={t('products.dailyPrice')}
            description={t('products.priceHint')}
            withAsterisk
            {...form.getInputProps('dailyPrice')}
          />
          <EuroInput
            label={t('products.deposit')}
            description={t('products.depositHint')}
            {...form.getInputProps('deposit')}
          />
          <TextInput label={t('products.brand')} withAsterisk maxLength={120} {...form.getInputProps('brand')} />
          <TextInput label={t('products.model')} withAsterisk maxLength={120} {...form.getInputProps('model')} />
          <VatRateSelect
            saved={product?.vatRate ?? null}
            value={form.values.vatRate}
            onChange={(value) => form.setFieldValue('vatRate', value)}
            error={form.errors['vatRate']}
          />
          <NumberInput
            label={t('products.bufferDays')}
            description={t('products.bufferDaysHint')}
            suffix={` ${t('products.bufferDaysUnit')}`}
            min={0}
            max={BUFFER_DAYS_MAX}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('bufferDays')}
          />
          <NumberInput
            label={t('products.serviceEveryRentals')}
            description={t('products.serviceEveryRentalsHint')}
            min={1}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('serviceEveryRentals')}
          />
          <NumberInput
            label={t('products.serviceEveryDays')}
            description={t('products.serviceEveryDaysHint')}
            suffix={` ${t('products.bufferDaysUnit')}`}
            min={1}
            max={3650}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('serviceEveryDays')}
          />
        </SimpleGrid>
        <DurationPricesField
          rows={form.values.durationPrices}
          onRowsChange={(rows, changed) => {
            form.setFieldValue('durationPrices', rows);
            form.setErrors(errorsAfterRowsChange(form.errors, changed));
          }}
          dailyPrice={form.values.dailyPrice}
          errors={form.errors}
          templateChoice={
            <PriceTemplateSelect
              value={form.values.priceTemplateId}
              onChange={template.choose}
              templates={template.templates.data}
              loadError={template.templates.error}
              error={form.errors['priceTemplateId']}
            />
          }
          templatePreview={
            template.followedId === null ? null : (
              <TemplatePricesPreview
                template={template.followed}
                loading={template.templates.isPending}
                dailyPrice={form.values.dailyPrice}
              />
            )
          }
        />
        <CategoryPicker
          scope="all"
          label={t('products.category')}
          description={t('products.categoryHint')}
          placeholder={t('products.categoryPlaceholder')}
          withAsterisk
          allowDeselect={false}
          initialOption={product ? { value: product.categoryId, label: product.categoryName } : defaultCategory}
          {...form.getInputProps('categoryId')}
        />
        <KitPartsField
          kind={form.values.kind}
          onKindChange={(kind) => form.setFieldValue('kind', kind)}
          rows={form.values.kitParts}
          onRowsChange={(rows) => {
            form.setFieldValue('kitParts', rows);
            // A part's error is about the row it was found on: rows moved or changed, so they go.
            form.setErrors(
              Object.fromEntries(Object.entries(form.errors).filter(([path]) => !path.startsWith('kitParts'))),
            );
          }}
          errors={form.errors}
          productId={product?.id ?? null}
          itemCount={product?.itemCount ?? 0}
        />
        <Divider />
        {product ? (
          <>
            <ProductImageField product={product} />
            {product.itemCount > 0 && (
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Text size="sm" c="dimmed">
                  {t('products.itemCount', { count: product.itemCount })}
                </Text>
                <LabelsLink of={{ productId: product.id }} whose={product.name} look="button" />
              </Group>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('products.image.afterCreate')}
          </Text>
        )}
        <FormActions onCancel={onDone} saving={save.isPending} />
      </Stack>
    </form>
  );
}
