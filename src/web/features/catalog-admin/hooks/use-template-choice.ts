import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { fromCents } from '@shared/money';
import { usePriceTemplateOptions } from '../api/use-price-template-options';
import { durationRowsOf, errorsAfterRowsChange } from '../lib/duration-prices';
import type { ProductFormValues } from '../lib/product-form-values';
import { templatePrices } from '../lib/template-prices';

/**
 * The product form's price template: the shop's templates to choose from, the one followed, and
 * what choosing one (or none) does to the duration prices' rows and errors.
 */
export function useTemplateChoice(form: UseFormReturnType<ProductFormValues>, language: string) {
  const { t } = useTranslation('price-templates');
  const templates = usePriceTemplateOptions();
  const values = form.getValues();
  const followedId = values.priceTemplateId;
  const find = (id: number | null) => templates.data?.find((template) => template.id === id);

  /**
   * A template chosen, or none: the rows' errors go, as the rows are no longer sent (or are again).
   * Leaving a template for the product's own prices with no rows yet starts from what it gave.
   */
  const choose = (templateId: number | null) => {
    const left = find(followedId);
    const given = templateId === null && left ? templatePrices(values.dailyPrice, left.tiers) : null;
    form.setFieldValue('priceTemplateId', templateId);
    if (given && values.durationPrices.length === 0) {
      const durationPrices = given.tiers.flatMap((tier) =>
        tier.cents === null ? [] : [{ minDays: tier.days, dailyPrice: fromCents(tier.cents) }],
      );
      form.setFieldValue('durationPrices', durationRowsOf({ durationPrices }, language));
    }
    // From the errors as they are now: choosing has just taken the choice's own away.
    form.setErrors((current) => errorsAfterRowsChange(current, null));
  };

  /** The server refused the template (deleted since the list was read): said on the field, the list read again. */
  const showRefused = () => {
    form.setFieldError('priceTemplateId', t('product.unknown'));
    void templates.refetch();
  };

  return {
    templates,
    followedId,
    /** The template followed, once the list has come. */
    followed: find(followedId),
    choose,
    showRefused,
  };
}
