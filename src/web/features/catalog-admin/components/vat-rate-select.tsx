import type { ReactNode } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatVatRate } from '@/lib/vat-rate';
import { useVatRates } from '../api/use-vat-rates';
import { useLanguage } from '@/i18n/use-language';

/** The select's value for "the standard rate" (the product's `vatRate` null). */
export const STANDARD_RATE = 'standard';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** The product's saved rate, offered even if the shop no longer lists it. */
  saved: number | null;
  error?: ReactNode;
};

/**
 * A product's VAT rate: the shop's standard rate (whatever it is when the product is booked), or
 * one of its reduced rates. The rates come from the shop's settings.
 */
export function VatRateSelect({ value, onChange, saved, error }: Props) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const vat = useVatRates();
  const reduced = vat?.reducedRates ?? [];
  // A rate the shop no longer lists (or the standard one chosen outright) stays as it was saved.
  const other = saved !== null && !reduced.includes(saved) ? [saved] : [];
  const data = [
    {
      value: STANDARD_RATE,
      label: vat
        ? t('products.vat.standard', { rate: formatVatRate(vat.standardRate, language) })
        : t('products.vat.standardPlain'),
    },
    ...reduced.map((rate) => ({
      value: String(rate),
      label: t('products.vat.reduced', { rate: formatVatRate(rate, language) }),
    })),
    ...other.map((rate) => ({ value: String(rate), label: formatVatRate(rate, language) })),
  ];
  return (
    <Select
      label={t('products.vat.label')}
      description={t('products.vat.hint')}
      data={data}
      value={value}
      onChange={(next) => onChange(next ?? STANDARD_RATE)}
      allowDeselect={false}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
