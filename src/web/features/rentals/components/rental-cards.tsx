import type {} from 'react';
import { Collapse, Divider, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Labelled } from '@/components/labelled';
import { UserCell } from '@/components/user-cell';
import { AwaitingPaymentBadge, PayLink } from './awaiting-payment';
import { ChangeDatesButton } from './change-dates-button';
import { DateRangeToggle } from './date-range-toggle';
import { mayExtend } from '@shared/rental-extension';
import { shopToday } from '@/lib/shop-calendar';
import { DeleteRentalButton } from './delete-rental-button';
import { ExtendRentalButton } from './extend-rental-button';
import { HandOverBadges } from './hand-over-badges';
import { IncidentCell } from './incident-cell';
import { RentalDetails } from './rental-details';
import { detailsId, incidentLinkId, type RentalListProps } from './rental-list-props';
import { RentalStatusBadge } from './rental-status-badge';
import { ReviewStatusBadge } from './review-status-badge';

/** Phone layout: one card per rental with the table's cells, each under its column's name. */
export function RentalCards({
  rows,
  showUser,
  links,
  isExpanded,
  onToggle,
  onDelete,
  onReport,
  onExtend,
  onChangeDates,
}: RentalListProps) {
  const { t } = useTranslation('rentals');
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => {
        const { rental } = row;
        const expanded = isExpanded(rental.id);
        return (
          <Paper component="li" key={rental.id} withBorder radius="md" p="md" data-record>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mih={28}>
              <DateRangeToggle
                dates={row.dates}
                expanded={expanded}
                controls={detailsId(rental.id)}
                onToggle={() => onToggle(rental.id)}
              />
              {row.canDelete && <DeleteRentalButton onDelete={() => onDelete(row)} />}
            </Group>
            <SimpleGrid type="container" cols={{ base: 2, '540px': showUser ? 4 : 3 }} spacing="sm" mt="sm">
              {showUser && (
                <Labelled gap={4} label={t('columns.user')}>
                  <UserCell name={rental.userName} email={rental.userEmail} />
                </Labelled>
              )}
              <Labelled gap={4} label={t('columns.status')}>
                <Group gap={6}>
                  <RentalStatusBadge status={row.status} />
                  <AwaitingPaymentBadge rental={rental} />
                </Group>
                {!showUser && <PayLink rental={rental} orderHref={links.order} />}
                {onExtend && mayExtend(rental, shopToday()) && (
                  <ExtendRentalButton onExtend={() => onExtend(row)} productName={rental.productName} />
                )}
                <HandOverBadges rental={rental} />
              </Labelled>
              <Labelled gap={4} label={t('columns.review')}>
                <ReviewStatusBadge rental={rental} reviewHref={links.review} />
              </Labelled>
              <Labelled gap={4} label={t('columns.incident')}>
                <IncidentCell
                  incident={rental.incident}
                  linkId={incidentLinkId(rental.id)}
                  canReport={row.canReport}
                  incidentHref={links.incident}
                  onReport={() => onReport(row)}
                />
              </Labelled>
            </SimpleGrid>
            {row.canChangeDates && onChangeDates && (
              <Group mt="sm" ml={-8}>
                <ChangeDatesButton onClick={() => onChangeDates(row)} />
              </Group>
            )}
            <Collapse expanded={expanded} id={detailsId(rental.id)}>
              <Divider mt="md" />
              <RentalDetails rental={rental} orderHref={links.order} inset={false} />
            </Collapse>
          </Paper>
        );
      })}
    </Stack>
  );
}
