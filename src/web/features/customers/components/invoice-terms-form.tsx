import { NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/dialog-actions';
import { toast } from '@/components/toast';
import { errorText, submitErrorText } from '@/lib/error-text';
import { useSaveInvoiceTerms } from '../api/use-customers';
import {
  invoiceTermsInput,
  invoiceTermsRefusal,
  invoiceTermsValues,
  PAYMENT_TERMS_DAYS_MAX,
  PAYMENT_TERMS_DAYS_MIN,
  paymentTermsDaysValid,
  type InvoiceTermsValues,
} from '../lib/invoice-terms';
import type { BusinessCustomer } from './customer-parts';

type Props = { customer: BusinessCustomer; onDone: () => void };

/**
 * What the shop allows a business customer: to pay on invoice, and within how many days its
 * invoices fall due (1 to 120). Days out of range are refused here; what the server refuses is
 * said on its field, or in a toast.
 */
export function InvoiceTermsForm({ customer, onDone }: Props) {
  const { t } = useTranslation('dashboard');
  const { t: tErrors } = useTranslation('errors');
  const save = useSaveInvoiceTerms();
  const form = useForm<InvoiceTermsValues>({
    initialValues: invoiceTermsValues(customer.business),
    validate: {
      paymentTermsDays: (value) => (paymentTermsDaysValid(value) ? null : t('customers.terms.errors.days')),
    },
  });

  const submit = form.onSubmit(
    (values) => {
      save.mutate(
        { id: customer.id, terms: invoiceTermsInput(values) },
        {
          onSuccess: (saved) => {
            toast.success(t('customers.terms.saved', { company: saved.business?.company ?? saved.fullName }));
            onDone();
          },
          onError: (error) => {
            const refused = invoiceTermsRefusal(error);
            if (refused?.kind === 'notBusiness') {
              // They removed their business meanwhile: there are no terms left to set.
              toast.error(t('customers.terms.errors.notBusiness'));
              onDone();
              return;
            }
            if (refused?.kind === 'field') {
              form.setFieldError(
                refused.field,
                refused.field === 'paymentTermsDays' ? t('customers.terms.errors.days') : errorText(t, error),
              );
              toast.error(tErrors('submit'));
              form.getInputNode(refused.field)?.focus();
              return;
            }
            toast.error(submitErrorText(t, error));
          },
        },
      );
    },
    () => form.getInputNode('paymentTermsDays')?.focus(),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('customers.terms.lead', { company: customer.business.company, name: customer.fullName })}
        </Text>
        <Switch
          label={t('customers.terms.payOnInvoice')}
          data-autofocus
          {...form.getInputProps('payOnInvoice', { type: 'checkbox' })}
        />
        <NumberInput
          label={t('customers.terms.paymentTermsDays')}
          description={t('customers.terms.paymentTermsDaysHint')}
          withAsterisk
          min={PAYMENT_TERMS_DAYS_MIN}
          max={PAYMENT_TERMS_DAYS_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          maw={220}
          {...form.getInputProps('paymentTermsDays')}
        />
        <DialogActions
          cancelLabel={t('customers.terms.cancel')}
          onCancel={onDone}
          submitLabel={t('customers.terms.save')}
          loading={save.isPending}
          mt="xs"
        />
      </Stack>
    </form>
  );
}
