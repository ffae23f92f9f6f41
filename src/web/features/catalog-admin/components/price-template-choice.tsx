import { Fragment, type ReactNode } from 'react';
import { Select, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '@shared/money';
import type { PriceTemplate } from '@shared/schemas/price-template';
import { useLanguage } from '@/i18n/use-language';
import { errorWithContext } from '@/lib/error-text';
import { templatePrices } from '../lib/template-prices';
import classes from './duration-prices-field.module.css';

/** The Select's value for "None — its own duration prices". */
const NONE = 'none';

type SelectProps = {
  /** The template the product follows; null for its own duration prices. */
  value: number | null;
  onChange: (templateId: number | null) => void;
  templates: PriceTemplate[] | undefined;
  /** Why the templates could not be read. */
  loadError: unknown;
  error: ReactNode;
};

/** "Price template": none (the product's own duration prices) or one of the shop's templates, by name. */
export function PriceTemplateSelect({ value, onChange, templates, loadError, error }: SelectProps) {
  const { t } = useTranslation('price-templates');
  const { t: tCommon } = useTranslation('common');
  const options = [
    { value: NONE, label: t('product.none') },
    ...(templates ?? []).map((template) => ({ value: String(template.id), label: template.name })),
  ];
  // A template deleted meanwhile is not offered: nothing shows chosen, and a text says to choose again.
  const gone = templates !== undefined && value !== null && !templates.some((template) => template.id === value);
  return (
    <Select
      label={t('product.label')}
      description={t('product.hint')}
      data={options}
      value={value === null ? NONE : gone ? null : String(value)}
      onChange={(chosen) => onChange(chosen === null || chosen === NONE ? null : Number(chosen))}
      allowDeselect={false}
      error={
        error ??
        (gone ? t('product.unknown') : loadError ? errorWithContext(tCommon, t('product.loadError'), loadError) : null)
      }
      mb="sm"
      data-testid="price-template-select"
    />
  );
}

type PreviewProps = {
  /** The template followed; undefined while the templates load, or when they could not be read. */
  template: PriceTemplate | undefined;
  /** The templates are still on their way. */
  loading: boolean;
  /** The product's daily price as typed. */
  dailyPrice: string;
};

/**
 * In place of the duration prices' rows while the product follows a template: what the template
 * gives at the daily price typed, tier by tier, and the prices as a customer reads them.
 */
export function TemplatePricesPreview({ template, loading, dailyPrice }: PreviewProps) {
  const { t } = useTranslation('price-templates');
  const language = useLanguage();
  // Not read (or gone): the choice above says why.
  if (!template && !loading) return null;
  if (!template) {
    return (
      <Stack gap={8} aria-hidden>
        <Skeleton height={12} width="80%" />
        <Skeleton height={12} width="50%" />
      </Stack>
    );
  }
  const euros = (cents: number) => formatEuros(cents, language);
  const prices = templatePrices(dailyPrice, template.tiers);
  const given = prices?.tiers.filter((tier) => tier.cents !== null) ?? [];
  return (
    <div data-testid="template-preview">
      <Text size="sm" c="dimmed" mb="xs">
        {t('product.follows', { name: template.name })}
      </Text>
      {prices === null ? (
        <Text size="sm">{t('product.needPrice')}</Text>
      ) : (
        <>
          <Stack component="ul" gap={4} m={0} p={0} className={classes.rows}>
            {prices.tiers.map((tier) => (
              <Text
                component="li"
                key={tier.days}
                size="sm"
                className={classes.preview}
                c={tier.cents === null ? 'dimmed' : undefined}
              >
                {tier.cents === null
                  ? t('product.leftOut', { days: tier.days, percent: tier.percent })
                  : t('product.tier', { days: tier.days, percent: tier.percent, price: euros(tier.cents) })}
              </Text>
            ))}
          </Stack>
          {given.length > 0 && (
            <Text size="sm" mt="sm" className={classes.preview} data-testid="template-customer-preview">
              {t('product.preview')}{' '}
              {[
                t('product.previewDay', { price: euros(prices.dailyCents) }),
                ...given.map((tier) => t('product.previewFrom', { days: tier.days, price: euros(tier.cents ?? 0) })),
              ].map((price, index) => (
                // A line breaks between two prices, never inside one.
                <Fragment key={index}>
                  {index > 0 && ' · '}
                  <span className={classes.tier}>{price}</span>
                </Fragment>
              ))}
            </Text>
          )}
        </>
      )}
    </div>
  );
}
