import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { IsoDate } from '@shared/calendar-date';
import { ErrorMessage } from '@/components/error-message';
import { PageLoader } from '@/components/page-loader';
import { toast } from '@/components/toast';
import { usePageTitle } from '@/components/use-page-title';
import { errorText, errorWithContext } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useMayDo } from '@/features/auth';
import { useReviseQuote, useStaffQuote } from '../api/use-staff-quotes';
import { QuoteView } from '../components/quote-view';
import { draftLine, quoteLinesOf, StaffQuoteLines, useDraftLines } from '../components/staff-quote-lines';

type Loaded = NonNullable<ReturnType<typeof useStaffQuote>['data']>;

/**
 * One quote in the dashboard, and its revision into a new version while it is open or expired, for
 * a role that takes orders (decision 092).
 */
export default function DashboardQuotePage() {
  const { t } = useTranslation(['quotes', 'errors']);
  const revises = useMayDo('orders.write');
  const id = Number(useParams().id);
  const quote = useStaffQuote(Number.isInteger(id) && id > 0 ? id : null);
  usePageTitle(quote.data ? t('quote.title', { number: quote.data.number }) : null);
  if (quote.isPending) return <PageLoader />;
  if (quote.isError) return <ErrorMessage message={errorWithContext(t, t('quote.loadError'), quote.error)} />;
  return (
    <Stack gap="lg" maw={860}>
      <QuoteView quote={quote.data} />
      {revises && (quote.data.status === 'open' || quote.data.status === 'expired') && (
        <ReviseForm key={quote.data.id} quote={quote.data} />
      )}
    </Stack>
  );
}

function ReviseForm({ quote }: { quote: Loaded }) {
  const { t } = useTranslation(['quotes', 'errors']);
  const navigate = useNavigate();
  const [lines, setLines] = useDraftLines(() =>
    quote.lines.map((line) =>
      draftLine({
        product: { id: line.productId, name: line.productName, dailyPrice: line.dailyPrice },
        dates: { dateFrom: line.dateFrom as IsoDate, dateTo: line.dateTo as IsoDate },
        quantity: line.quantity,
      }),
    ),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const revise = useReviseQuote(quote.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const asked = quoteLinesOf(lines);
    if (typeof asked === 'number') return setProblem(t('staff.lineIncomplete', { number: asked }));
    setProblem(null);
    revise.mutate(
      { lines: asked, ...(quote.couponCode ? { couponCode: quote.couponCode } : {}) },
      {
        onSuccess: (next) => {
          toast.success(t('staff.revised', { version: next.version }));
          void navigate(paths.dashboard.quote.getHref(next.id));
        },
        onError: (error) => setProblem(errorText(t, error)),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text component="h2" fw={600} size="lg">
            {t('staff.revise')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('staff.reviseHint')}
          </Text>
          <StaffQuoteLines lines={lines} setLines={setLines} />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={revise.isPending}>
              {t('staff.reviseSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
