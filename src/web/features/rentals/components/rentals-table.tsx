import { Fragment } from 'react';
import { Collapse, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserCell } from '@/components/user-cell';
import { DateRangeToggle } from './date-range-toggle';
import { IncidentCell } from './incident-cell';
import { RentalDetails } from './rental-details';
import { detailsId, incidentLinkId, type RentalListProps } from './rental-list-props';
import { RentalStatusCell } from './rental-status-cell';
import { ReviewStatusBadge } from './review-status-badge';
import classes from './rentals.module.css';

/** Shared with the loading skeleton. */
export function RentalsTableHead({ showUser }: { showUser: boolean }) {
  const { t } = useTranslation('rentals');
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('columns.dates')}</Table.Th>
        {showUser && <Table.Th>{t('columns.user')}</Table.Th>}
        <Table.Th>{t('columns.review')}</Table.Th>
        <Table.Th>{t('columns.incident')}</Table.Th>
        <Table.Th ta="right">{t('columns.status')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** Desktop layout: 4 columns, 5 with the user for administrators (SPEC section 2). */
export function RentalsTable({
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
  const columns = showUser ? 5 : 4;
  return (
    <Table.ScrollContainer minWidth={showUser ? 760 : 560}>
      <Table withTableBorder verticalSpacing="sm" horizontalSpacing={showUser ? 'xs' : 'sm'}>
        <RentalsTableHead showUser={showUser} />
        <Table.Tbody>
          {rows.map((row) => {
            const { rental } = row;
            const expanded = isExpanded(rental.id);
            return (
              <Fragment key={rental.id}>
                <Table.Tr className={classes.row} data-expanded={expanded || undefined} data-record>
                  <Table.Td>
                    <DateRangeToggle
                      dates={row.dates}
                      expanded={expanded}
                      controls={detailsId(rental.id)}
                      onToggle={() => onToggle(rental.id)}
                    />
                  </Table.Td>
                  {showUser && (
                    <Table.Td>
                      <UserCell name={rental.userName} email={rental.userEmail} />
                    </Table.Td>
                  )}
                  <Table.Td>
                    <ReviewStatusBadge rental={rental} reviewHref={links.review} />
                  </Table.Td>
                  <Table.Td>
                    <IncidentCell
                      incident={rental.incident}
                      linkId={incidentLinkId(rental.id)}
                      canReport={row.canReport}
                      incidentHref={links.incident}
                      onReport={() => onReport(row)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <RentalStatusCell
                      rental={rental}
                      status={row.status}
                      canDelete={row.canDelete}
                      onDelete={() => onDelete(row)}
                      orderHref={showUser ? undefined : links.order}
                      onExtend={onExtend && (() => onExtend(row))}
                      onChangeDates={row.canChangeDates && onChangeDates ? () => onChangeDates(row) : undefined}
                    />
                  </Table.Td>
                </Table.Tr>
                <Table.Tr
                  className={classes.detailsRow}
                  data-expanded={expanded || undefined}
                  aria-hidden={!expanded || undefined}
                >
                  <Table.Td colSpan={columns} className={classes.detailsCell}>
                    <Collapse expanded={expanded} id={detailsId(rental.id)}>
                      <RentalDetails rental={rental} orderHref={links.order} />
                    </Collapse>
                  </Table.Td>
                </Table.Tr>
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
