import { Fragment, type ReactNode } from 'react';
import { Text, type ModalProps } from '@mantine/core';
import { formatDateRange } from '@shared/calendar-date';
import type { Order } from '@shared/schemas/order';
import { RecordModal } from '@/components/record-modal';
import { useLanguage } from '@/i18n/use-language';

type Line = Order['rentals'][number];

/** What the order page gives a popup about one of its lines: the line, or null while it is closed. */
export type LineDialogProps = { order: Order; line: Line | null; onClose: () => void };

type Props = {
  line: Line | null;
  onClose: () => void;
  title: ReactNode;
  size?: ModalProps['size'];
  /** What the popup holds for the line, started afresh for each line. */
  children: (line: Line) => ReactNode;
};

/**
 * A popup about one line of an order. One for the page, outside the lines: they turn from a table
 * into cards as the window narrows, and a popup inside them would close with them. It stays
 * mounted, so the focus goes back to the button that opened it.
 */
export function LineDialog({ line, onClose, title, size, children }: Props) {
  return (
    <RecordModal opened={line !== null} onClose={onClose} title={title} size={size}>
      {line && <Fragment key={line.id}>{children(line)}</Fragment>}
    </RecordModal>
  );
}

/** The line a popup is about: its product and dates. */
export function LineHeading({ line }: { line: Line }) {
  const language = useLanguage();
  return (
    <Text size="sm" fw={600}>
      {line.productName} · {formatDateRange(line, language)}
    </Text>
  );
}
