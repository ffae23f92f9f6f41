import { Alert, Button, Checkbox, Flex, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheck, IconFileInvoice, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Business } from '@shared/schemas/business';
import { normalVatId } from '@shared/vat-numbers';
import { toast } from '@/components/toast';
import { useLanguage } from '@/i18n/use-language';
import { ApiError } from '@/lib/api-client';
import { formatShopDay } from '@/lib/shop-calendar';
import { useUpdateProfile } from '../api/use-update-profile';
import {
  businessChanged,
  businessFieldOf,
  businessValues,
  checkBusiness,
  viesAnswer,
  type BusinessField,
  type BusinessProblem,
  type BusinessValues,
} from '../lib/business-form';

/** The section's anchor, as the billing address has one. */
export const BUSINESS_ANCHOR = 'business';

/**
 * "I rent for a business" (docs/business-customers.md): the company, its VAT number (its form
 * checked here, its existence by the EU's VIES register on the server) and whether its orders
 * need a purchase-order number. Saved whole with its own button, as the billing address is;
 * saved while off, the account is a private customer's again.
 */
export function BusinessForm({ saved }: { saved: Business | null }) {
  const { t } = useTranslation('account');
  const form = useForm<BusinessValues>({ initialValues: businessValues(saved) });
  const update = useUpdateProfile();

  const problemText = (problem: BusinessProblem) =>
    problem.key === 'vatIdForm'
      ? t('profile.business.errors.vatIdForm', { prefix: problem.prefix })
      : t(`profile.business.errors.${problem.key}`);

  const save = (values: BusinessValues) => {
    const check = checkBusiness(values);
    if (!check.ok) {
      for (const [field, problem] of Object.entries(check.problems)) form.setFieldError(field, problemText(problem));
      return;
    }
    update.mutate(
      { business: check.business },
      {
        onSuccess: (user) => {
          form.setValues(businessValues(user.business));
          form.resetDirty();
          form.clearErrors();
          toast.success(t(user.business ? 'profile.business.saved' : 'profile.business.removed'));
        },
        onError: (error) => {
          const tooMany = error instanceof ApiError && error.status === 429;
          toast.error(t(tooMany ? 'profile.business.tooManyRequests' : 'profile.business.error'));
          const field: BusinessField | undefined = error instanceof ApiError ? businessFieldOf(error.field) : undefined;
          // The server's message is English: the field says it in the reader's words.
          if (field) form.setFieldError(field, problemText({ key: field }));
        },
      },
    );
  };

  const changed = businessChanged(form.values, saved);
  // VIES's answer is about the saved number: hidden while another one is typed in.
  const answer = saved && form.values.enabled && normalVatId(form.values.vatId) === saved.vatId ? saved.vatCheck : null;

  return (
    <section id={BUSINESS_ANCHOR} aria-labelledby="business-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Text fw={600} component="h3" id="business-title">
            {t('profile.business.title')}{' '}
            <Text span size="xs" fw={400} c="dimmed">
              ({t('profile.optional')})
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            {t('profile.business.text')}
          </Text>
        </Stack>
        <form noValidate onSubmit={form.onSubmit(save)} data-testid="business-form">
          <Stack gap="sm">
            <Switch
              id="business-enabled"
              label={t('profile.business.toggle')}
              {...form.getInputProps('enabled', { type: 'checkbox' })}
              onChange={(event) => {
                // Refusals of the fields it hides no longer stand.
                form.setFieldValue('enabled', event.currentTarget.checked);
                form.clearErrors();
              }}
            />
            {form.values.enabled ? (
              <>
                <TextInput
                  id="business-company"
                  label={t('profile.business.company')}
                  required
                  autoComplete="organization"
                  maxLength={120}
                  {...form.getInputProps('company')}
                />
                <TextInput
                  id="business-vatId"
                  label={t('profile.business.vatId')}
                  description={t('profile.business.vatIdHint')}
                  required
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={24}
                  {...form.getInputProps('vatId')}
                />
                {/* A live region, so the answer that comes with a save is read out. */}
                <div role="status" aria-live="polite">
                  {answer && <ViesAnswerNotice check={answer} />}
                </div>
                <Checkbox
                  id="business-purchaseOrderRequired"
                  label={t('profile.business.purchaseOrderRequired')}
                  {...form.getInputProps('purchaseOrderRequired', { type: 'checkbox' })}
                />
                {saved?.payOnInvoice && (
                  <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="business-pay-on-invoice">
                    <Text c="dimmed" mt={2} aria-hidden>
                      <IconFileInvoice size={18} stroke={1.6} />
                    </Text>
                    <Text size="sm">{t('profile.business.payOnInvoice', { count: saved.paymentTermsDays })}</Text>
                  </Group>
                )}
              </>
            ) : (
              saved && (
                <Text size="sm" c="dimmed">
                  {t('profile.business.privateAgain')}
                </Text>
              )
            )}
            <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm" mt="xs">
              <Button type="submit" variant={changed ? 'filled' : 'default'} loading={update.isPending}>
                {t('profile.business.save')}
              </Button>
            </Flex>
          </Stack>
        </form>
      </Stack>
    </section>
  );
}

/** VIES's answer on the saved VAT number, its day in the reader's language. */
function ViesAnswerNotice({ check }: { check: Business['vatCheck'] }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const answer = viesAnswer(check);
  switch (answer.key) {
    case 'valid':
    case 'validWithProof': {
      const date = formatShopDay(answer.checkedAt, language);
      return (
        <Alert variant="light" color="green" icon={<IconCircleCheck size={18} aria-hidden />} data-testid="vies-answer">
          <Text size="sm">
            {answer.key === 'validWithProof'
              ? t('profile.business.vies.validWithProof', { date, requestId: answer.requestId })
              : t('profile.business.vies.valid', { date })}
          </Text>
        </Alert>
      );
    }
    case 'invalid':
      return (
        <Alert
          variant="light"
          color="orange"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          data-testid="vies-answer"
        >
          <Text size="sm">{t('profile.business.vies.invalid')}</Text>
        </Alert>
      );
    case 'unavailable':
      return (
        <Alert
          variant="light"
          color="yellow"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          data-testid="vies-answer"
        >
          <Text size="sm">
            {t('profile.business.vies.unavailable', { date: formatShopDay(answer.checkedAt, language) })}
          </Text>
        </Alert>
      );
    case 'unchecked':
      return (
        <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="vies-answer">
          <Text c="dimmed" mt={2} aria-hidden>
            <IconInfoCircle size={18} stroke={1.6} />
          </Text>
          <Text size="sm" c="dimmed">
            {t('profile.business.vies.unchecked')}
          </Text>
        </Group>
      );
  }
}
