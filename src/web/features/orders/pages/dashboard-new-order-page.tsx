import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OrderLineRefusal } from '@shared/schemas/order';
import { PageHeader } from '@/components/page-header';
import { toast } from '@/components/toast';
import { usePageTitle } from '@/components/use-page-title';
import { reasonOf, reasonSentence } from '@/lib/refusal-reason';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useShopInfo } from '@/lib/use-booking-limits';
import { useCustomerByEmail, useTakeOrder } from '../api/use-take-order';
import { StaffOrderLine, type DraftLine } from '../components/staff-order-line';

/*
 * Staff take an order for a customer, on the phone or at the counter: the customer's
 * e-mail (and their name when the shop does not know them yet), the lines at the products' prices
 * now, and how they pay. Sent, it opens the new order's page.
 */

let nextKey = 1;
const emptyLine = (): DraftLine => ({ key: nextKey++, product: null, dates: null, quantity: 1 });
const newIdempotencyKey = () => crypto.randomUUID();
/** Refusals shown under their own field; any other shows above the button. */
const FIELDS_SHOWN = ['customer.email', 'customer.fullName', 'payment', 'purchaseOrder'];

export default function DashboardNewOrderPage() {
  const { t } = useTranslation(['rentals', 'errors']);
  usePageTitle(t('newOrder.title'));
  const navigate = useNavigate();
  const shop = useShopInfo();
  const onlineOffered = shop?.payments.methods.includes('online') ?? false;
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [payment, setPayment] = useState<'at_pickup' | 'online' | 'invoice'>('at_pickup');
  const [purchaseOrder, setPurchaseOrder] = useState('');
  const [lines, setLines] = useState<DraftLine[]>(() => [emptyLine()]);
  const [key, setKey] = useState(newIdempotencyKey);
  const [problems, setProblems] = useState<{ field?: string; message: string; lines: Record<number, string> } | null>(
    null,
  );
  const [debouncedEmail] = useDebouncedValue(email, 300);
  const customer = useCustomerByEmail(debouncedEmail);
  const take = useTakeOrder();

  const lineRefusal = (refusal: OrderLineRefusal) =>
    refusal.code === 'PRICE_CHANGED'
      ? t('newOrder.priceChanged')
      : refusal.code === 'NOT_ENOUGH_STOCK' && refusal.available !== undefined
        ? // With why, to the shop (issue 48): the customer's own other rental, or the buffer days.
          [t('newOrder.notEnoughStock', { count: refusal.available }), reasonSentence(t, reasonOf(refusal), true)]
            .filter(Boolean)
            .join(' ')
        : errorText(t, new ApiError(409, refusal.code, refusal.message));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const incomplete = lines.findIndex((line) => !line.product || !line.dates);
    if (incomplete >= 0) {
      setProblems({ message: t('newOrder.lineIncomplete', { number: incomplete + 1 }), lines: {} });
      return;
    }
    setProblems(null);
    take.mutate(
      {
        key,
        body: {
          customer: { email: email.trim(), ...(fullName.trim() ? { fullName: fullName.trim() } : {}) },
          lines: lines.map((line) => ({
            productId: line.product!.id,
            dateFrom: line.dates!.dateFrom,
            dateTo: line.dates!.dateTo,
            quantity: line.quantity,
            dailyPrice: line.product!.dailyPrice,
          })),
          payment,
          ...(purchaseOrder.trim() ? { purchaseOrder: purchaseOrder.trim() } : {}),
        },
      },
      {
        onSuccess: (order) => {
          toast.success(t('newOrder.taken', { reference: order.reference }));
          void navigate(paths.dashboard.order.getHref(order.id));
        },
        onError: (error) => {
          // Another try is another request: what it sends may differ now.
          setKey(newIdempotencyKey());
          const refused =
            error instanceof ApiError ? (error.details?.lines as OrderLineRefusal[] | undefined) : undefined;
          setProblems({
            field: error instanceof ApiError ? error.field : undefined,
            message:
              error instanceof ApiError && error.code === 'ORDER_REFUSED'
                ? t('newOrder.refused')
                : error instanceof ApiError && error.field === 'customer.fullName'
                  ? t('newOrder.fullNameNeeded')
                  : errorText(t, error),
            lines: Object.fromEntries((refused ?? []).map((refusal) => [refusal.index, lineRefusal(refusal)])),
          });
        },
      },
    );
  };

  const change = (index: number) => (line: DraftLine) =>
    setLines((current) => current.map((candidate, at) => (at === index ? line : candidate)));

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title={t('newOrder.title')} description={t('newOrder.description')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fw={600} size="lg" mb="xs">
              {t('newOrder.customer')}
            </Text>
            <TextInput
              label={t('newOrder.email')}
              type="email"
              autoComplete="off"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={problems?.field === 'customer.email' ? problems.message : undefined}
              description={
                customer
                  ? t('newOrder.knownCustomer', { name: customer.fullName })
                  : customer === null
                    ? t('newOrder.newCustomer')
                    : undefined
              }
            />
            {customer !== undefined && customer !== null ? null : (
              <TextInput
                label={t('newOrder.fullName')}
                description={t('newOrder.fullNameHint')}
                autoComplete="off"
                required={customer === null}
                value={fullName}
                onChange={(event) => setFullName(event.currentTarget.value)}
                error={problems?.field === 'customer.fullName' ? problems.message : undefined}
              />
            )}
          </Stack>

          <Stack gap="sm">
            <Text component="h2" fw={600} size="lg">
              {t('newOrder.lines')}
            </Text>
            {lines.map((line, index) => (
              <StaffOrderLine
                key={line.key}
                line={line}
                index={index}
                onChange={change(index)}
                refusal={problems?.lines[index]}
                onRemove={
                  lines.length > 1 ? () => setLines((current) => current.filter((_, at) => at !== index)) : undefined
                }
              />
            ))}
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() => setLines((current) => [...current, emptyLine()])}
                disabled={lines.length >= 20}
              >
                {t('newOrder.addLine')}
              </Button>
            </Group>
          </Stack>

          <Radio.Group
            label={t('newOrder.payment')}
            value={payment}
            onChange={(value) => setPayment(value === 'online' || value === 'invoice' ? value : 'at_pickup')}
            error={problems?.field === 'payment' ? problems.message : undefined}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="at_pickup" label={t('newOrder.atPickup')} description={t('newOrder.atPickupHint')} />
              <Radio
                value="online"
                label={t('newOrder.online')}
                description={onlineOffered ? t('newOrder.onlineHint') : t('newOrder.onlineNotOffered')}
                disabled={!onlineOffered}
              />
              <Radio value="invoice" label={t('newOrder.invoice')} description={t('newOrder.invoiceHint')} />
            </Stack>
          </Radio.Group>
          <TextInput
            label={t('newOrder.purchaseOrder')}
            description={t('newOrder.purchaseOrderHint')}
            maxLength={60}
            autoComplete="off"
            value={purchaseOrder}
            onChange={(event) => setPurchaseOrder(event.currentTarget.value)}
            error={problems?.field === 'purchaseOrder' ? problems.message : undefined}
          />

          {problems && !FIELDS_SHOWN.includes(problems.field ?? '') && (
            <Alert color="red" role="alert">
              {problems.message}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={take.isPending}>
              {t('newOrder.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
