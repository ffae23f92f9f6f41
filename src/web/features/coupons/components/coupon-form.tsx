import { useId, type ReactNode } from 'react';
import { NumberInput, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { COUPON_CODE_MAX } from '@shared/schemas/coupon';
import { DialogActions } from '@/components/dialog-actions';
import { EuroInput } from '@/components/euro-input';
import { toast } from '@/components/toast';
import { submitErrorText } from '@/lib/error-text';
import { useCreateCoupon } from '../api/use-coupons';
import {
  COUPON_NUMBER_BOUNDS,
  couponProblems,
  discountKinds,
  emptyCouponForm,
  newCouponOf,
  normalCode,
  refusedField,
  type CouponField,
  type CouponFormValues,
  type DiscountKind,
} from '../lib/coupon-form';
import { CategoryTargetsSelect, ProductTargetsSelect } from './target-selects';
import classes from './coupon-form.module.css';

/** The whole numbers' fields: typed digits only, no spinner steps past the bounds the server keeps. */
const wholeNumber = { allowDecimal: false, allowNegative: false, clampBehavior: 'none', hideControls: true } as const;

/** A group of fields under its own legend, the legend read as the group's name and the hint as its description. */
function FieldGroup({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  const hintId = useId();
  return (
    <fieldset className={classes.group} aria-describedby={hint ? hintId : undefined}>
      <legend className={classes.legend}>{legend}</legend>
      {hint && (
        <Text id={hintId} size="xs" c="dimmed" mb="xs">
          {hint}
        </Text>
      )}
      {children}
    </fieldset>
  );
}

/** Beside another field: the hint under the box, so the two boxes stay level whatever the hints' lengths. */
const hintBelow: { inputWrapperOrder: ('label' | 'input' | 'description' | 'error')[] } = {
  inputWrapperOrder: ['label', 'input', 'description', 'error'],
};

/**
 * A new coupon: its code, a percentage or an amount off, the days it is valid, how often it may be
 * used, the least charged days of a rental it applies to, and the products or categories it is
 * limited to. What the server refuses is said on the field it is about.
 */
export function CouponForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('coupons');
  const { t: tErrors } = useTranslation('errors');
  const create = useCreateCoupon();
  const form = useForm<CouponFormValues>({
    initialValues: emptyCouponForm,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(couponProblems(values)).map(([field, problem]) => [field, t(`form.errors.${problem}`)]),
      ),
  });
  const kind = form.values.kind;

  const focusField = (field: CouponField) => form.getInputNode(field)?.focus();

  const submit = form.onSubmit(
    (values) =>
      create.mutate(newCouponOf(values), {
        onSuccess: (coupon) => {
          toast.success(t('form.created', { code: coupon.code }));
          onDone();
        },
        onError: (error) => {
          const refused = refusedField(error);
          // The other kind's field is not on screen: its refusal is told in the toast.
          const shown = refused && refused.field !== (kind === 'percent' ? 'amountOff' : 'percentOff');
          if (refused && shown) {
            form.setFieldError(refused.field, t(`form.errors.${refused.problem}`));
            toast.error(tErrors('submit'));
            focusField(refused.field);
          } else {
            toast.error(submitErrorText(t, error));
          }
        },
      }),
    (errors) => {
      const first = Object.keys(errors)[0] as CouponField | undefined;
      if (first) focusField(first);
    },
  );

  const setKind = (next: DiscountKind) => {
    form.setFieldValue('kind', next);
    form.clearFieldError('percentOff');
    form.clearFieldError('amountOff');
  };

  const bounds = COUPON_NUMBER_BOUNDS;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <TextInput
          label={t('form.code')}
          description={t('form.codeHint')}
          placeholder="SUMMER-10"
          withAsterisk
          maxLength={COUPON_CODE_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          data-autofocus
          styles={{ input: { textTransform: 'uppercase', fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.getInputProps('code')}
          onBlur={(event) => {
            form.setFieldValue('code', normalCode(event.currentTarget.value));
            form.getInputProps('code').onBlur?.(event);
          }}
        />

        <FieldGroup legend={t('form.discount')}>
          <Stack gap="sm">
            <SegmentedControl
              aria-label={t('form.kind')}
              fullWidth
              value={kind}
              onChange={(value) => setKind(value as DiscountKind)}
              data={discountKinds.map((value) => ({ value, label: t(`form.kinds.${value}`) }))}
            />
            {kind === 'percent' ? (
              <NumberInput
                label={t('form.percentOff')}
                description={t('form.percentHint')}
                withAsterisk
                suffix=" %"
                min={bounds.percentOff.min}
                max={bounds.percentOff.max}
                {...wholeNumber}
                {...form.getInputProps('percentOff')}
              />
            ) : (
              <EuroInput
                label={t('form.amountOff')}
                description={t('form.amountHint')}
                withAsterisk
                {...form.getInputProps('amountOff')}
              />
            )}
          </Stack>
        </FieldGroup>

        <FieldGroup legend={t('form.validity')} hint={t('form.validityHint')}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput
              type="date"
              label={t('form.validFrom')}
              classNames={{ input: classes.date }}
              {...form.getInputProps('validFrom')}
            />
            <TextInput
              type="date"
              label={t('form.validTo')}
              classNames={{ input: classes.date }}
              min={form.values.validFrom || undefined}
              {...form.getInputProps('validTo')}
            />
          </SimpleGrid>
        </FieldGroup>

        <FieldGroup legend={t('form.limits')}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <NumberInput
              label={t('form.maxUses')}
              description={t('form.maxUsesHint')}
              placeholder={t('form.noLimit')}
              min={bounds.maxUses.min}
              max={bounds.maxUses.max}
              {...hintBelow}
              {...wholeNumber}
              {...form.getInputProps('maxUses')}
            />
            <NumberInput
              label={t('form.maxUsesPerCustomer')}
              description={t('form.maxUsesPerCustomerHint')}
              placeholder={t('form.noLimit')}
              min={bounds.maxUsesPerCustomer.min}
              max={bounds.maxUsesPerCustomer.max}
              {...hintBelow}
              {...wholeNumber}
              {...form.getInputProps('maxUsesPerCustomer')}
            />
          </SimpleGrid>
        </FieldGroup>

        <FieldGroup legend={t('form.targets')} hint={t('form.targetsHint')}>
          <Stack gap="sm">
            <NumberInput
              label={t('form.minDays')}
              description={t('form.minDaysHint')}
              placeholder={t('form.anyLength')}
              suffix={` ${t('form.daysUnit')}`}
              min={bounds.minDays.min}
              max={bounds.minDays.max}
              {...wholeNumber}
              {...form.getInputProps('minDays')}
            />
            <ProductTargetsSelect
              label={t('form.products')}
              placeholder={form.values.productIds.length === 0 ? t('form.productsPlaceholder') : undefined}
              {...form.getInputProps('productIds')}
            />
            <CategoryTargetsSelect
              label={t('form.categories')}
              placeholder={form.values.categoryIds.length === 0 ? t('form.categoriesPlaceholder') : undefined}
              {...form.getInputProps('categoryIds')}
            />
          </Stack>
        </FieldGroup>

        <DialogActions
          cancelLabel={t('form.cancel')}
          onCancel={onDone}
          submitLabel={t('form.save')}
          loading={create.isPending}
        />
      </Stack>
    </form>
  );
}
