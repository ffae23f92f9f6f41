import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Paper, Radio, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderPaymentMethod } from '@shared/schemas/settings';
import { toast } from '@/components/toast';
import { useCurrentUser } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useShopInfo } from '@/lib/use-booking-limits';
import { useAcceptQuote } from '../api/use-own-quotes';

type Props = { quoteId: number; terms: string; termsVersion: number };

/**
 * Accepting a quote (decision 090): the shop's rental terms to read, the customer's name typed as
 * their signature, the terms ticked, how they pay (on invoice where the shop allows their
 * business), then the order is placed at the quoted prices and its page opens.
 */
export function AcceptQuoteForm({ quoteId, terms, termsVersion }: Props) {
  const { t } = useTranslation(['quotes', 'errors']);
  const navigate = useNavigate();
  const shop = useShopInfo();
  const business = useCurrentUser().user?.business ?? null;
  const offered: OrderPaymentMethod[] = [
    ...(shop?.payments.methods ?? ['at_pickup']),
    ...(business?.payOnInvoice ? (['invoice'] as const) : []),
  ];
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [payment, setPayment] = useState<OrderPaymentMethod>(offered[0] ?? 'at_pickup');
  const [problem, setProblem] = useState<{ field?: 'name' | 'acceptTerms'; message: string } | null>(null);
  const accept = useAcceptQuote(quoteId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setProblem({ field: 'name', message: t('accept.nameRequired') });
    if (!agreed) return setProblem({ field: 'acceptTerms', message: t('accept.termsRequired') });
    setProblem(null);
    accept.mutate(
      { name: name.trim(), acceptTerms: true, payment },
      {
        onSuccess: (order) => {
          toast.success(t('accept.accepted', { reference: order.reference }));
          if (order.checkoutUrl) window.location.assign(order.checkoutUrl);
          else void navigate(paths.account.order.getHref(order.id));
        },
        onError: (error) =>
          setProblem({
            message:
              error instanceof ApiError && error.code === 'ORDER_REFUSED' ? t('accept.refused') : errorText(t, error),
          }),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('accept.title')}
          </Title>
          <Stack gap={6}>
            <Text fw={600} id="quote-terms-title">
              {terms.trim() === '' ? t('accept.termsTitle') : t('accept.terms', { version: termsVersion })}
            </Text>
            <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
              <Text
                size="sm"
                style={{ whiteSpace: 'pre-wrap' }}
                tabIndex={0}
                role="region"
                aria-labelledby="quote-terms-title"
              >
                {terms.trim() === '' ? t('accept.noTerms') : terms}
              </Text>
            </ScrollArea.Autosize>
          </Stack>
          <TextInput
            label={t('accept.name')}
            description={t('accept.nameHint')}
            autoComplete="name"
            required
            maxLength={120}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              // The refusal goes once the field is being filled in.
              if (problem?.field === 'name') setProblem(null);
            }}
            error={problem?.field === 'name' ? problem.message : undefined}
          />
          <Checkbox
            label={t('accept.acceptTerms')}
            checked={agreed}
            onChange={(event) => {
              setAgreed(event.currentTarget.checked);
              if (problem?.field === 'acceptTerms') setProblem(null);
            }}
            error={problem?.field === 'acceptTerms' ? problem.message : undefined}
          />
          {offered.length > 1 && (
            <Radio.Group
              label={t('accept.payment')}
              value={payment}
              onChange={(value) => setPayment(offered.find((method) => method === value) ?? payment)}
            >
              <Stack gap="xs" mt="xs">
                {offered.map((method) => (
                  <Radio key={method} value={method} label={t(`accept.${method}`)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {problem && problem.field === undefined && (
            <Alert color="red" role="alert">
              {problem.message}
            </Alert>
          )}
          <Button type="submit" loading={accept.isPending}>
            {t('accept.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
