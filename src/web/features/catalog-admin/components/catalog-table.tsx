import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import classes from './catalog-admin.module.css';

/** A catalogue table's head, one cell per column; shared with the loading skeleton. */
export function CatalogTableHead({ columns }: { columns: string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column}>{column}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

/** The frame every catalogue table shares: scrolling below `minWidth`, its header from `columns`. */
export function CatalogTable({
  columns,
  minWidth,
  children,
}: {
  columns: string[];
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table highlightOnHover withTableBorder verticalSpacing="sm" className={classes.table}>
        <CatalogTableHead columns={columns} />
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
