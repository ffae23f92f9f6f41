import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEuros } from '@shared/money';
import type { AdminInvoice } from '@shared/schemas/invoice';
import { DownloadButton } from '@/components/download-button';
import { paths } from '@/lib/paths';
import { documentCents } from '../lib/signed-money';
import classes from './invoices.module.css';
import { useLanguage } from '@/i18n/use-language';

/** The pieces a document shows in the table and on its card alike. */

export function KindBadge({ invoice }: { invoice: AdminInvoice }) {
  const { t } = useTranslation('dashboard');
  return (
    <Badge variant="light" color={invoice.kind === 'invoice' ? 'blue' : 'grape'} size="sm">
      {t(`invoices.kinds.${invoice.kind}`)}
    </Badge>
  );
}

/** The order it belongs to, linked to the dashboard's order page. */
export function OrderReference({ invoice }: { invoice: AdminInvoice }) {
  return invoice.orderId === null ? (
    <Text size="sm" className={classes.reference}>
      {invoice.orderReference}
    </Text>
  ) : (
    <Anchor
      component={Link}
      to={paths.dashboard.order.getHref(invoice.orderId)}
      size="sm"
      className={classes.reference}
    >
      {invoice.orderReference}
    </Anchor>
  );
}

/** The invoice a credit note corrects. */
export function Corrects({ invoice }: { invoice: AdminInvoice }) {
  const { t } = useTranslation('dashboard');
  if (!invoice.corrects) return null;
  return (
    <Text size="xs" c="dimmed">
      {t('invoices.corrects', { number: invoice.corrects })}
    </Text>
  );
}

/** The company bought for, with the person who ordered under it; the person alone for a private customer. */
export function Buyer({ invoice }: { invoice: AdminInvoice }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="sm">{invoice.company ?? invoice.customerName}</Text>
      {invoice.company && (
        <Text size="xs" c="dimmed">
          {invoice.customerName}
        </Text>
      )}
    </Stack>
  );
}

/** An amount as it counts in the period: a credit note's below zero. */
export function DocumentAmount({
  invoice,
  amount,
  strong,
}: {
  invoice: AdminInvoice;
  amount: string;
  strong?: boolean;
}) {
  const language = useLanguage();
  return (
    <Text size="sm" fw={strong ? 700 : undefined} className={classes.number}>
      {formatEuros(documentCents(invoice, amount), language)}
    </Text>
  );
}

export function PdfLink({ invoice }: { invoice: AdminInvoice }) {
  const { t } = useTranslation('dashboard');
  return (
    <DownloadButton
      href={invoice.url}
      icon={IconDownload}
      size="compact-sm"
      variant="subtle"
      aria-label={t('invoices.pdfOf', { number: invoice.number })}
    >
      PDF
    </DownloadButton>
  );
}
