import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import classes from './catalog-admin.module.css';

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
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
