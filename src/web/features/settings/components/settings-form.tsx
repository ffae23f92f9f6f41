import { Button, Group, NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  IconBuildingBank,
  IconBuildingStore,
  IconCalendarDollar,
  IconCalendarX,
  IconClockExclamation,
  IconCreditCard,
  IconFileDescription,
  IconFileInvoice,
  IconPercentage,
  IconReportMoney,
  IconShieldCheck,
  IconTool,
  IconUmbrella,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AffectedRental, ClosedDayChoice } from '@shared/schemas/closed-days';
import type { AdminSettings, ShopSettingsPatch } from '@shared/schemas/settings';
import { toast } from '@/components/toast';
import { errorWithContext } from '@/lib/error-text';
import { formatShopDay } from '@/lib/shop-calendar';
import { isWholeUpTo } from '@/lib/whole-number';
import { useMayDo } from '@/features/auth';
import { useSaveSettings } from '../api/use-admin-settings';
import { affectedRentalsOf } from '../lib/affected-rentals';
import { sortedRows } from '../lib/seasons';
import { settingsFieldError } from '../lib/settings-error';
import { settingsRules } from '../lib/settings-rules';
import {
  FULL_REFUND_DAYS_MAX,
  PERCENT_MAX,
  revenueAccountsInput,
  settingsToValues,
  valuesToPatch,
  type SettingsValues,
} from '../lib/settings-values';
import { AccountingFields } from './accounting-fields';
import { AffectedRentalsDialog } from './affected-rentals-dialog';
import { DamageWaiverFields } from './damage-waiver-fields';
import { InvoiceNumbersFields } from './invoice-numbers-fields';
import { LateFeesFields } from './late-fees-fields';
import { LegalDetailsFields } from './legal-details-fields';
import { OpeningDaysFields } from './opening-days-fields';
import { PaymentMethodsField } from './payment-methods-field';
import { QuoteFields } from './quote-fields';
import { SeasonsFields } from './seasons-fields';
import { SettingsSection } from './settings-section';
import { VatRatesFields } from './vat-rates-fields';
import { useLanguage } from '@/i18n/use-language';

/** The rules without the owner's part (payment methods, legal details) for a role that may not change it. */
function withoutOwnersRules(rules: ReturnType<typeof settingsRules>, editsLegal: boolean) {
  if (editsLegal || typeof rules === 'function') return rules;
  const { payments: _payments, legal: _legal, ...rest } = rules;
  return rest;
}

/** The PATCH without the owner's part, for a role whose request the server would refuse with it changed. */
function withoutOwnersPart(patch: ShopSettingsPatch, editsLegal: boolean): ShopSettingsPatch {
  if (editsLegal) return patch;
  const { payments: _payments, legal: _legal, ...rest } = patch;
  return rest;
}
/** What the toast says once a save that closed days with rentals on them went through. */
const savedTexts = { keep: 'settings.affected.savedKept', notify: 'settings.affected.savedNotified' } as const;

/**
 * The shop owner's settings: the opening days and the weekend rate, the damage waiver, the
 * seasonal prices, the payment methods offered, the cancellation rules and the deposit policy,
 * the late fee, the shop's legal details, its invoice series and VAT rates, and what the DATEV
 * export needs, saved together with PATCH /api/admin/settings. The payment hold is the operator's
 * (PAYMENT_HOLD_MINUTES) and only shown. The payment methods and the legal details are the owner's
 * (settings.legal, decision 092): a manager's form leaves them out, neither checks nor sends them.
 */
export function SettingsForm({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation('dashboard');
  const { t: tErrors } = useTranslation('errors');
  const language = useLanguage();
  const save = useSaveSettings();
  const editsLegal = useMayDo('settings.legal');
  const form = useForm<SettingsValues>({
    initialValues: settingsToValues(settings),
    validate: withoutOwnersRules(settingsRules(t, settings), editsLegal),
  });

  // A save the server refused because it closes days rentals pick up or return on: what was sent
  // and the rentals, until staff choose what happens to them (or go back).
  const [asked, setAsked] = useState<{ patch: ShopSettingsPatch; affected: AffectedRental[] } | null>(null);
  const [choice, setChoice] = useState<ClosedDayChoice | null>(null);

  const send = (patch: ShopSettingsPatch, confirmAffected?: ClosedDayChoice) => {
    setChoice(confirmAffected ?? null);
    save.mutate(confirmAffected ? { ...patch, confirmAffected } : patch, {
      onSuccess: (saved) => {
        setAsked(null);
        form.setInitialValues(settingsToValues(saved));
        form.reset();
        toast.success(t(confirmAffected ? savedTexts[confirmAffected] : 'settings.saved'));
      },
      onError: (error) => {
        const affected = affectedRentalsOf(error);
        if (affected) return setAsked({ patch, affected });
        setAsked(null);
        const fieldError = settingsFieldError(t, error);
        if (fieldError) {
          form.setFieldError(fieldError.field, fieldError.text);
          toast.error(tErrors('submit'));
        } else {
          toast.error(errorWithContext(t, tErrors('submit'), error));
        }
      },
      onSettled: () => setChoice(null),
    });
  };

  const submit = form.onSubmit((checked) => {
    // The seasons in the order the server keeps them, so a refusal it names by index is about that row.
    const seasons = sortedRows(checked.pricing.seasons);
    form.setFieldValue('pricing.seasons', seasons);
    // So are the revenue accounts (only those given, by rate from the highest), for the same reason.
    const revenueAccounts = revenueAccountsInput(checked.accounting.datev.revenueAccounts);
    form.setFieldValue('accounting.datev.revenueAccounts', revenueAccounts);
    const values = {
      ...checked,
      pricing: { ...checked.pricing, seasons },
      accounting: { datev: { ...checked.accounting.datev, revenueAccounts } },
    };
    send(withoutOwnersPart(valuesToPatch(values, settings), editsLegal));
  });

  const days = Number(form.values.cancellation.fullRefundDaysBefore);
  const percent = Number(form.values.cancellation.lateRefundPercent);
  return (
    <form onSubmit={submit} noValidate>
      {/* In a portal of its own; its buttons do not submit the form. */}
      <AffectedRentalsDialog
        affected={asked?.affected ?? null}
        saving={choice}
        onChoose={(chosen) => asked && send(asked.patch, chosen)}
        onCancel={() => setAsked(null)}
      />
      <Stack gap="lg" maw={760}>
        {!editsLegal && (
          <Text size="sm" c="dimmed" data-testid="settings-owners-part">
            {t('settings.ownersPart')}
          </Text>
        )}
        <SettingsSection
          id="settings-opening"
          icon={<IconBuildingStore size={20} />}
          title={t('settings.opening.title')}
          description={t('settings.opening.description')}
        >
          <OpeningDaysFields form={form} />
        </SettingsSection>
        <SettingsSection
          id="settings-damage-waiver"
          icon={<IconUmbrella size={20} />}
          title={t('settings.damageWaiver.title')}
          description={t('settings.damageWaiver.description')}
        >
          <DamageWaiverFields form={form} />
        </SettingsSection>
        <SettingsSection
          id="settings-seasons"
          icon={<IconCalendarDollar size={20} />}
          title={t('settings.seasons.title')}
          description={t('settings.seasons.description')}
        >
          <SeasonsFields form={form} />
        </SettingsSection>
        {editsLegal && (
          <SettingsSection
            id="settings-payments"
            icon={<IconCreditCard size={20} />}
            title={t('settings.payments.title')}
            description={t('settings.payments.description')}
          >
            <PaymentMethodsField form={form} settings={settings} />
          </SettingsSection>
        )}
        <SettingsSection
          id="settings-cancellation"
          icon={<IconCalendarX size={20} />}
          title={t('settings.cancellation.title')}
          description={t('settings.cancellation.description')}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NumberInput
              label={t('settings.cancellation.fullRefundDaysBefore')}
              description={t('settings.cancellation.fullRefundDaysBeforeHint')}
              suffix={` ${t('settings.cancellation.daysUnit')}`}
              min={0}
              max={FULL_REFUND_DAYS_MAX}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              withAsterisk
              {...form.getInputProps('cancellation.fullRefundDaysBefore')}
            />
            <NumberInput
              label={t('settings.cancellation.lateRefundPercent')}
              description={t('settings.cancellation.lateRefundPercentHint')}
              suffix=" %"
              min={0}
              max={PERCENT_MAX}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              withAsterisk
              {...form.getInputProps('cancellation.lateRefundPercent')}
            />
          </SimpleGrid>
          {isWholeUpTo(days, FULL_REFUND_DAYS_MAX) && isWholeUpTo(percent, PERCENT_MAX) && (
            <Text size="sm" data-testid="cancellation-summary" aria-live="polite">
              {t('settings.cancellation.summary', { count: days, percent })}
            </Text>
          )}
        </SettingsSection>
        <SettingsSection
          id="settings-deposits"
          icon={<IconShieldCheck size={20} />}
          title={t('settings.deposits.title')}
          description={t('settings.deposits.description')}
        >
          <Switch
            label={t('settings.deposits.enabled')}
            description={t('settings.deposits.enabledHint')}
            {...form.getInputProps('deposits.enabled', { type: 'checkbox' })}
          />
        </SettingsSection>
        <SettingsSection
          id="settings-maintenance"
          icon={<IconTool size={20} />}
          title={t('settings.maintenance.title')}
          description={t('settings.maintenance.description')}
        >
          <Switch
            label={t('settings.maintenance.outOfServiceWhenDue')}
            description={t('settings.maintenance.outOfServiceWhenDueHint')}
            {...form.getInputProps('maintenance.outOfServiceWhenDue', { type: 'checkbox' })}
          />
        </SettingsSection>
        <SettingsSection
          id="settings-late-fees"
          icon={<IconClockExclamation size={20} />}
          title={t('settings.lateFees.title')}
          description={t('settings.lateFees.description')}
        >
          <LateFeesFields form={form} />
        </SettingsSection>
        {editsLegal && (
          <SettingsSection
            id="settings-legal"
            icon={<IconBuildingBank size={20} />}
            title={t('settings.legal.title')}
            description={t('settings.legal.description')}
          >
            <LegalDetailsFields form={form} saved={settings.legal} />
          </SettingsSection>
        )}
        <SettingsSection
          id="settings-invoices"
          icon={<IconFileInvoice size={20} />}
          title={t('settings.invoices.title')}
          description={t('settings.invoices.description')}
        >
          <InvoiceNumbersFields form={form} />
        </SettingsSection>
        <SettingsSection
          id="settings-quotes"
          icon={<IconFileDescription size={20} />}
          title={t('settings.quotes.title')}
          description={t('settings.quotes.description')}
        >
          <QuoteFields form={form} termsVersion={settings.quotes.termsVersion} />
        </SettingsSection>
        <SettingsSection
          id="settings-vat"
          icon={<IconPercentage size={20} />}
          title={t('settings.vat.title')}
          description={t('settings.vat.description')}
        >
          <VatRatesFields form={form} />
        </SettingsSection>
        <SettingsSection
          id="settings-accounting"
          icon={<IconReportMoney size={20} />}
          title={t('settings.accounting.title')}
          description={t('settings.accounting.description')}
        >
          <AccountingFields form={form} />
        </SettingsSection>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" data-testid="settings-updated">
            {settings.updatedAt
              ? t('settings.updatedAt', { day: formatShopDay(settings.updatedAt, language) })
              : t('settings.neverSaved')}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || save.isPending}>
              {t('settings.undo')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('settings.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
