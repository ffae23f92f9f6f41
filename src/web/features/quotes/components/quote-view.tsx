import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatDateRange } from '@shared/calendar-date';
import type { Quote, QuoteStatus } from '@shared/schemas/quote';
import { useFormatPrice } from '@/components/use-format-price';
import { useLanguage } from '@/i18n/use-language';
import { formatShopDay } from '@/lib/shop-calendar';

const statusColor: Record<QuoteStatus, string> = {
  open: 'blue',
  accepted: 'green',
  expired: 'gray',
  superseded: 'gray',
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation('quotes');
  return (
    <Badge color={statusColor[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** A quote as the customer and staff read it: its lines, totals, day of validity and PDF. */
export function QuoteView({ quote }: { quote: Quote }) {
  const { t } = useTranslation('quotes');
  const language = useLanguage();
  const price = useFormatPrice();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h3">
              {t('quote.title', { number: quote.number })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('quote.version', { version: quote.version })} ·{' '}
              {t('quote.validUntil', { date: formatCalendarDate(quote.validUntil, language) })}
            </Text>
            {quote.heldUntil && quote.status === 'open' && (
              <Text size="sm" data-testid="quote-held">
                {/* heldUntil is when the shop's next day begins: the last day held is the one before. */}
                {t('quote.heldThrough', {
                  date: formatShopDay(new Date(Date.parse(quote.heldUntil) - 1).toISOString(), language),
                })}
              </Text>
            )}
          </Stack>
          <QuoteStatusBadge status={quote.status} />
        </Group>
        {quote.company && <Text fw={500}>{quote.company}</Text>}
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t('quote.lines')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('quote.product')}</Table.Th>
                <Table.Th scope="col">{t('quote.dates')}</Table.Th>
                <Table.Th scope="col">{t('quote.quantity')}</Table.Th>
                <Table.Th scope="col">{t('quote.days')}</Table.Th>
                <Table.Th scope="col">{t('quote.dailyPrice')}</Table.Th>
                <Table.Th scope="col">{t('quote.lineTotal')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quote.lines.map((line, index) => (
                <Table.Tr key={index}>
                  <Table.Td>{line.productName}</Table.Td>
                  <Table.Td>{formatDateRange(line, language)}</Table.Td>
                  <Table.Td>{line.quantity}</Table.Td>
                  <Table.Td>{line.chargedDays}</Table.Td>
                  <Table.Td>{price(line.dailyPrice)}</Table.Td>
                  <Table.Td>{price(line.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack gap={4} align="flex-end">
          {quote.discount !== '0.00' && (
            <Text size="sm">
              {t('quote.discount')}: −{price(quote.discount)}
            </Text>
          )}
          {quote.damageWaiver !== '0.00' && (
            <Text size="sm">
              {t('quote.damageWaiver')}: {price(quote.damageWaiver)}
            </Text>
          )}
          <Text fw={700} size="lg" data-testid="quote-total">
            {t('quote.total')}: {price(quote.total)}
          </Text>
          {quote.vatTreatment === 'reverse_charge' ? (
            <Text size="sm" c="dimmed">
              {t('quote.reverseCharge')}
            </Text>
          ) : (
            quote.vat.map((group) => (
              <Text size="sm" c="dimmed" key={group.rate}>
                {t('quote.vatIncluded', { rate: group.rate })}: {price(group.amount)}
              </Text>
            ))
          )}
        </Stack>
        <Group>
          <Anchor href={quote.pdfUrl} download>
            <Group gap={6}>
              <IconDownload size={16} aria-hidden />
              {t('quote.pdf')}
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
