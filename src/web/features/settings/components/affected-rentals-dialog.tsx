import { Button, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@shared/calendar-date';
import type { AffectedRental, ClosedDayChoice } from '@shared/schemas/closed-days';
import { useLanguage } from '@/i18n/use-language';

type Props = {
  /** The pick-ups and returns the save would close; null while there are none to ask about. */
  affected: AffectedRental[] | null;
  /** Saves again with the choice. */
  onChoose: (choice: ClosedDayChoice) => void;
  /** Back to the form, nothing saved. */
  onCancel: () => void;
  /** The save with a choice is on its way. */
  saving: ClosedDayChoice | null;
};

/**
 * Closing a day that rentals pick up or return on (issue 48): the server refused the save with
 * them, and staff choose what happens to them before it is saved: kept, so the desk expects them
 * on that day, or each customer told by mail (move the rental, or cancel it with everything
 * back). Cancel goes back to the form with nothing saved.
 */
export function AffectedRentalsDialog({ affected, onChoose, onCancel, saving }: Props) {
  const { t } = useTranslation('dashboard');
  // A phone gets the whole screen, and a card per rental instead of a table's five columns.
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={affected !== null}
      onClose={onCancel}
      title={t('settings.affected.title')}
      closeButtonProps={{ 'aria-label': t('settings.affected.close') }}
      size="xl"
      fullScreen={narrow}
      centered
    >
      {affected && (
        <Stack gap="md">
          <Text size="sm">{t('settings.affected.intro', { count: affected.length })}</Text>
          {narrow ? <AffectedList affected={affected} /> : <AffectedTable affected={affected} />}
          <Stack gap={4}>
            <Text size="sm">
              <Text span fw={600} inherit>
                {t('settings.affected.keep')}
              </Text>
              {' · '}
              {t('settings.affected.keepHint')}
            </Text>
            <Text size="sm">
              <Text span fw={600} inherit>
                {t('settings.affected.notify')}
              </Text>
              {' · '}
              {t('settings.affected.notifyHint')}
            </Text>
          </Stack>
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button variant="default" onClick={onCancel} disabled={saving !== null} data-autofocus>
              {t('settings.affected.cancel')}
            </Button>
            <Button
              variant="light"
              onClick={() => onChoose('notify')}
              loading={saving === 'notify'}
              disabled={saving === 'keep'}
            >
              {t('settings.affected.notify')}
            </Button>
            <Button onClick={() => onChoose('keep')} loading={saving === 'keep'} disabled={saving === 'notify'}>
              {t('settings.affected.keep')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function AffectedTable({ affected }: { affected: AffectedRental[] }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  return (
    <Table striped verticalSpacing="xs" aria-label={t('settings.affected.listLabel')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('settings.affected.columns.date')}</Table.Th>
          <Table.Th>{t('settings.affected.columns.kind')}</Table.Th>
          <Table.Th>{t('settings.affected.columns.order')}</Table.Th>
          <Table.Th>{t('settings.affected.columns.customer')}</Table.Th>
          <Table.Th>{t('settings.affected.columns.product')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {affected.map((rental) => (
          <Table.Tr key={`${rental.rentalId}-${rental.kind}`}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(rental.date, language)}</Table.Td>
            <Table.Td>{t(`settings.affected.kinds.${rental.kind}`)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{rental.orderReference}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{rental.customerName}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{rental.productName}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** On a phone: each pick-up or return as a card, its day and kind first. */
function AffectedList({ affected }: { affected: AffectedRental[] }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('settings.affected.listLabel')}
    >
      {affected.map((rental) => (
        <Paper component="li" key={`${rental.rentalId}-${rental.kind}`} withBorder p="sm" radius="md">
          <Text size="sm" fw={600}>
            {formatCalendarDate(rental.date, language)} · {t(`settings.affected.kinds.${rental.kind}`)}
          </Text>
          <Text size="sm">
            {rental.orderReference} · <span style={{ overflowWrap: 'anywhere' }}>{rental.customerName}</span>
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {rental.productName}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
