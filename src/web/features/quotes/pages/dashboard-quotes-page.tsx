import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatCalendarDate, type IsoDate } from '@shared/calendar-date';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorMessage } from '@/components/error-message';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { toast } from '@/components/toast';
import { useFormatPrice } from '@/components/use-format-price';
import { usePageTitle } from '@/components/use-page-title';
import { useMayDo } from '@/features/auth';
import { useCustomerByEmail } from '@/features/orders';
import { useLanguage } from '@/i18n/use-language';
import { ApiError } from '@/lib/api-client';
import { errorText, errorWithContext } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useMakeQuote, useStaffQuoteList } from '../api/use-staff-quotes';
import { QuoteStatusBadge } from '../components/quote-view';
import { emptyLine, quoteLinesOf, StaffQuoteLines, useDraftLines } from '../components/staff-quote-lines';

/**
 * The dashboard's quotes: a new one for a customer by e-mail, for a role that takes orders
 * (decision 092: an accountant reads them only), and the list, newest first.
 */
export default function DashboardQuotesPage() {
  const { t } = useTranslation(['quotes', 'errors']);
  usePageTitle(t('list.title'));
  const makes = useMayDo('orders.write');
  return (
    <Stack gap="lg">
      <PageHeader title={t('list.title')} description={t('staff.lead')} />
      {makes && <NewQuoteForm />}
      <QuoteList />
    </Stack>
  );
}

function NewQuoteForm() {
  const { t } = useTranslation(['quotes', 'errors']);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [lines, setLines] = useDraftLines(() => [emptyLine()]);
  const [problem, setProblem] = useState<{ field?: string; message: string } | null>(null);
  const [debouncedEmail] = useDebouncedValue(email, 300);
  const customer = useCustomerByEmail(debouncedEmail);
  const make = useMakeQuote();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const asked = quoteLinesOf(lines);
    if (typeof asked === 'number') return setProblem({ message: t('staff.lineIncomplete', { number: asked }) });
    setProblem(null);
    make.mutate(
      { customer: { email: email.trim(), ...(fullName.trim() ? { fullName: fullName.trim() } : {}) }, lines: asked },
      {
        onSuccess: (quote) => {
          toast.success(t('staff.made', { number: quote.number }));
          void navigate(paths.dashboard.quote.getHref(quote.id));
        },
        onError: (error) =>
          setProblem({ field: error instanceof ApiError ? error.field : undefined, message: errorText(t, error) }),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={760}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text component="h2" fw={600} size="lg">
            {t('staff.newTitle')}
          </Text>
          <TextInput
            label={t('staff.email')}
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={problem?.field === 'customer.email' ? problem.message : undefined}
            description={
              customer
                ? t('staff.knownCustomer', { name: customer.fullName })
                : customer === null
                  ? t('staff.newCustomer')
                  : undefined
            }
          />
          {customer !== undefined && customer !== null ? null : (
            <TextInput
              label={t('staff.fullName')}
              description={t('staff.fullNameHint')}
              autoComplete="off"
              required={customer === null}
              value={fullName}
              onChange={(event) => setFullName(event.currentTarget.value)}
              error={problem?.field === 'customer.fullName' ? problem.message : undefined}
            />
          )}
          <StaffQuoteLines lines={lines} setLines={setLines} />
          {problem && !['customer.email', 'customer.fullName'].includes(problem.field ?? '') && (
            <Alert color="red" role="alert">
              {problem.message}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={make.isPending}>
              {t('staff.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function QuoteList() {
  const { t } = useTranslation(['quotes', 'errors']);
  const language = useLanguage();
  const price = useFormatPrice();
  const quotes = useStaffQuoteList();
  if (quotes.isPending) return <PageLoader />;
  if (quotes.isError) return <ErrorMessage message={errorWithContext(t, t('list.loadError'), quotes.error)} />;
  if (quotes.data.items.length === 0) return <EmptyMessage message={t('list.empty')} />;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('list.number')}</Table.Th>
            <Table.Th scope="col">{t('list.version')}</Table.Th>
            <Table.Th scope="col">{t('list.customer')}</Table.Th>
            <Table.Th scope="col">{t('list.status')}</Table.Th>
            <Table.Th scope="col">{t('list.validUntil')}</Table.Th>
            <Table.Th scope="col">{t('list.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quotes.data.items.map((quote) => (
            <Table.Tr key={quote.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={paths.dashboard.quote.getHref(quote.id)}
                  aria-label={t('list.open', { number: `${quote.number} v${quote.version}` })}
                >
                  {quote.number}
                </Anchor>
              </Table.Td>
              <Table.Td>{quote.version}</Table.Td>
              <Table.Td>{quote.company ?? quote.customerName}</Table.Td>
              <Table.Td>
                <QuoteStatusBadge status={quote.status} />
              </Table.Td>
              <Table.Td>{formatCalendarDate(quote.validUntil as IsoDate, language)}</Table.Td>
              <Table.Td>{price(quote.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
