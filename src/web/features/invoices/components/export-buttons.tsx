import { useRef, type MouseEvent } from 'react';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconFileDatabase, IconFileSpreadsheet, IconFileZip } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IsoDate } from '@shared/calendar-date';
import { DownloadButton } from '@/components/download-button';
import { ApiError } from '@/lib/api-client';
import { errorWithContext } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useMayDo } from '@/features/auth';
import { useLanguage } from '@/i18n/use-language';
import type { useDatevExport } from '../api/use-datev-export';
import { csvDelimiter, exportHref } from '../api/use-invoice-list';

type Period = { from: IsoDate; to: IsoDate };

/** The settings' section the DATEV export reads its accounts from. */
const accountingSettingsHref = `${paths.dashboard.settings.getHref()}#settings-accounting`;

type DatevExport = ReturnType<typeof useDatevExport>;

/**
 * The period's documents for the accountant: a CSV of them, delimited as the reader's language's
 * spreadsheets expect, and one ZIP of their PDFs, plain links to the same origin (the session
 * cookie authorises them; the browser saves the file); and a DATEV booking batch, fetched first,
 * as the server may refuse it (a VAT rate without a revenue account in the settings, a period
 * across two fiscal years): `datev` (useDatevExport) is shared with DatevRefusal, which says why
 * under the row the buttons stand in.
 */
export function ExportButtons({ period, datev }: { period: Period; datev: DatevExport }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const datevButton = useRef<HTMLButtonElement>(null);

  const exportDatev = (event: MouseEvent<HTMLButtonElement>) => {
    const hadFocus = document.activeElement === event.currentTarget;
    datev.mutate(
      { from: period.from, to: period.to },
      {
        // While it loads the button is disabled, which drops the focus: it comes back to the button.
        onSettled: () => {
          const focused = document.activeElement;
          if (hadFocus && (focused === null || focused === document.body)) datevButton.current?.focus();
        },
      },
    );
  };

  return (
    <Group gap="sm" wrap="wrap">
      <DownloadButton
        href={exportHref('csv', period, { delimiter: csvDelimiter(language) })}
        icon={IconFileSpreadsheet}
        variant="light"
      >
        {t('invoices.export.csv')}
      </DownloadButton>
      <DownloadButton href={exportHref('zip', period)} icon={IconFileZip} variant="default">
        {t('invoices.export.zip')}
      </DownloadButton>
      <Button
        ref={datevButton}
        variant="default"
        leftSection={<IconFileDatabase size={16} aria-hidden />}
        loading={datev.isPending}
        onClick={exportDatev}
      >
        {t('invoices.export.datev')}
      </Button>
    </Group>
  );
}

/**
 * Why the DATEV export of this period was not saved, in the dashboard's words: a VAT rate without
 * a revenue account (with the way to the settings), a period across two fiscal years, or any
 * other failure. Nothing once closed, or for another period, which has not been tried yet.
 */
export function DatevRefusal({ period, datev }: { period: Period; datev: DatevExport }) {
  const { t } = useTranslation('dashboard');
  const { t: tCommon } = useTranslation('common');
  const setsAccounts = useMayDo('settings');
  const asked = datev.variables;
  if (!datev.isError || asked?.from !== period.from || asked.to !== period.to) return null;
  const { error } = datev;
  const code = error instanceof ApiError ? error.code : null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden />}
      role="alert"
      withCloseButton
      closeButtonLabel={tCommon('close')}
      onClose={datev.reset}
      maw={720}
      data-testid="datev-refusal"
    >
      <Text size="sm">
        {code === 'DATEV_ACCOUNT_MISSING' && !setsAccounts ? (
          // The accountant may not open the settings (decision 092): who can set the account, not a link.
          t('invoices.export.datevAccountMissingAsk')
        ) : code === 'DATEV_ACCOUNT_MISSING' ? (
          <Trans
            t={t}
            i18nKey="invoices.export.datevAccountMissing"
            components={{ settings: <Anchor component={Link} to={accountingSettingsHref} inherit /> }}
          />
        ) : code === 'BAD_PERIOD' ? (
          t('invoices.export.datevFiscalYear')
        ) : (
          errorWithContext(t, t('invoices.export.datevFailed'), error)
        )}
      </Text>
    </Alert>
  );
}
