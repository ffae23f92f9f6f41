import type { ReactNode } from 'react';
import { IconZoomQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorWithContext } from '@/lib/error-text';
import type { RecordsView } from '@/lib/records-view';
import { EmptyMessage } from './empty-message';
import { ErrorMessage } from './error-message';

export type RecordsStateProps<Row> = {
  view: RecordsView<Row>;
  /** Placeholders shaped like the rows. */
  skeleton: ReactNode;
  /** What failed, e.g. "Error fetching reviews" (SPEC section 8: "<context>: <message>"). */
  loadError: string;
  empty: { message: string; icon: ReactNode };
  /** What a record that is not there reads (an `{id}` naming none); a list of no single records has none. */
  notFound?: { title: string; message: string };
  children: (records: Row[]) => ReactNode;
};

/**
 * The body of a records page (rental requests, incidents, reviews) in each of its states: still
 * loading, failed, a record that is not there (an `{id}` naming none), nothing yet, or the rows.
 */
export function RecordsState<Row>({ view, skeleton, loadError, empty, notFound, children }: RecordsStateProps<Row>) {
  const { t } = useTranslation('common');
  switch (view.state) {
    case 'loading':
      return skeleton;
    case 'error':
      return <ErrorMessage message={errorWithContext(t, loadError, view.error)} />;
    case 'notFound':
      return (
        notFound && (
          <EmptyMessage
            title={notFound.title}
            message={notFound.message}
            icon={<IconZoomQuestion size={26} stroke={1.5} />}
          />
        )
      );
    case 'ready':
      return view.records.length === 0 ? (
        <EmptyMessage message={empty.message} icon={empty.icon} />
      ) : (
        children(view.records)
      );
  }
}
