import { useCatalogDialogs } from './use-catalog-dialogs';
import { useCatalogMode } from './use-catalog-mode';

/**
 * A catalogue list screen's mode and popups: in edit or delete mode, a row picked opens its
 * form or its confirmation (`rows` goes to the table and the cards as it is).
 */
export function useCatalogScreen<Row>() {
  const { mode, toggle } = useCatalogMode();
  const dialogs = useCatalogDialogs<Row>();
  const onPick = (row: Row) =>
    mode === 'edit' ? dialogs.openEdit(row) : mode === 'delete' ? dialogs.openDelete(row) : undefined;
  return { mode, toggle, dialogs, rows: { mode, onPick } };
}

export type CatalogDialogs<Row> = ReturnType<typeof useCatalogDialogs<Row>>;
export type CatalogScreen<Row> = ReturnType<typeof useCatalogScreen<Row>>;
