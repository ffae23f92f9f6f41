import { Fragment, type ReactNode } from 'react';
import { Modal, type MantineSize } from '@mantine/core';
import type { CatalogDialogs } from '../hooks/use-catalog-screen';

type Props<Row> = {
  dialogs: CatalogDialogs<Row>;
  titles: { new: string; edit: string };
  size?: MantineSize;
  /** The form for the record (null: a new one), and what closes the popup once it is saved or cancelled. */
  children: (row: Row | null, onDone: () => void) => ReactNode;
};

/** The popup of a catalogue form: "New …" or "Edit …", its form started afresh at every opening. */
export function CatalogFormModal<Row>({ dialogs, titles, size, children }: Props<Row>) {
  return (
    <Modal
      opened={dialogs.formOpened}
      onClose={dialogs.close}
      title={dialogs.formRow ? titles.edit : titles.new}
      centered
      size={size}
    >
      <Fragment key={dialogs.session}>{children(dialogs.formRow, dialogs.close)}</Fragment>
    </Modal>
  );
}
