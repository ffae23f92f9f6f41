import type { ChangeEvent } from 'react';
import { Box, Input, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/languages';
import { useLanguage } from '@/i18n/use-language';
import { formatVatRate } from '@/lib/vat-rate';
import {
  ACCOUNT_LENGTH_MAX,
  ACCOUNT_LENGTH_MIN,
  isShopRate,
  revenueAccountRates,
  type SettingsValues,
} from '../lib/settings-values';

/** The largest account number DATEV takes has 9 digits; the consultant's 7, the client's 5. */
const ACCOUNT_DIGITS = 9;

/** The twelve months as the select offers them, named in the reader's language ('1' January to '12'). */
function monthOptions(language: Language) {
  const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => {
    const name = format.format(new Date(Date.UTC(2000, index, 1)));
    return { value: String(index + 1), label: name.charAt(0).toLocaleUpperCase(language) + name.slice(1) };
  });
}

/**
 * What the DATEV export of the invoices page needs (docs/invoices.md, "DATEV"): the tax advisor's
 * and the shop's numbers at DATEV, the length of the ledger accounts, the fiscal year's first
 * month, the debtor account, and one revenue account per VAT rate the shop has (as the VAT card
 * holds them, and 0 %). A rate's field left empty means no account for it.
 */
export function AccountingFields({ form }: { form: UseFormReturnType<SettingsValues> }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('settings.accounting.consultantNumber')}
          description={t('settings.accounting.consultantNumberHint')}
          inputMode="numeric"
          maxLength={7}
          autoComplete="off"
          {...form.getInputProps('accounting.datev.consultantNumber')}
        />
        <TextInput
          label={t('settings.accounting.clientNumber')}
          description={t('settings.accounting.clientNumberHint')}
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
          {...form.getInputProps('accounting.datev.clientNumber')}
        />
        <NumberInput
          label={t('settings.accounting.accountLength')}
          description={t('settings.accounting.accountLengthHint')}
          min={ACCOUNT_LENGTH_MIN}
          max={ACCOUNT_LENGTH_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          withAsterisk
          {...form.getInputProps('accounting.datev.accountLength')}
        />
        <Select
          label={t('settings.accounting.fiscalYearStartMonth')}
          description={t('settings.accounting.fiscalYearStartMonthHint')}
          data={monthOptions(language)}
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps('accounting.datev.fiscalYearStartMonth')}
        />
        <TextInput
          label={t('settings.accounting.debtorAccount')}
          description={t('settings.accounting.debtorAccountHint')}
          inputMode="numeric"
          maxLength={ACCOUNT_DIGITS}
          autoComplete="off"
          withAsterisk
          {...form.getInputProps('accounting.datev.debtorAccount')}
        />
        <TextInput
          label={t('settings.accounting.reverseChargeAccount')}
          description={t('settings.accounting.reverseChargeAccountHint')}
          inputMode="numeric"
          maxLength={ACCOUNT_DIGITS}
          autoComplete="off"
          withAsterisk
          {...form.getInputProps('accounting.datev.reverseChargeAccount')}
        />
      </SimpleGrid>
      <RevenueAccountsFields form={form} />
      <Text size="sm" c="dimmed">
        {t('settings.accounting.hint')}
      </Text>
    </Stack>
  );
}

/** One revenue account field per rate, from the highest rate down. */
function RevenueAccountsFields({ form }: { form: UseFormReturnType<SettingsValues> }) {
  const { t } = useTranslation('dashboard');
  const { vat } = form.values;
  const rates = revenueAccountRates(vat, form.values.accounting.datev.revenueAccounts);
  const listError = form.errors['accounting.datev.revenueAccounts'];
  return (
    <Input.Wrapper
      label={t('settings.accounting.revenueAccounts')}
      description={t('settings.accounting.revenueAccountsHint')}
      error={listError}
      id="revenue-accounts"
      labelElement="div"
    >
      <Box
        role="group"
        aria-labelledby="revenue-accounts-label"
        aria-describedby={`revenue-accounts-description${listError ? ' revenue-accounts-error' : ''}`}
        mt={6}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {rates.map((rate) => (
            <RevenueAccountField key={rate} form={form} rate={rate} former={!isShopRate(vat, rate)} />
          ))}
        </SimpleGrid>
      </Box>
    </Input.Wrapper>
  );
}

/**
 * A rate's revenue account: the form's row of that rate, or, while the rate has none, an empty
 * field whose first keystroke adds its row.
 */
function RevenueAccountField({
  form,
  rate,
  former,
}: {
  form: UseFormReturnType<SettingsValues>;
  rate: number;
  former: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const list = 'accounting.datev.revenueAccounts';
  const index = form.values.accounting.datev.revenueAccounts.findIndex((row) => row.rate === rate);
  const path = `${list}.${index}.account` as const;
  return (
    <TextInput
      label={t('settings.accounting.revenueAccount', { rate: formatVatRate(rate, language) })}
      description={former ? t('settings.accounting.formerRate') : undefined}
      inputMode="numeric"
      maxLength={ACCOUNT_DIGITS}
      autoComplete="off"
      {...(index === -1 ? { value: '' } : form.getInputProps(path))}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const account = event.currentTarget.value;
        if (index === -1) form.insertListItem(list, { rate, account });
        else form.setFieldValue(path, account);
      }}
    />
  );
}
