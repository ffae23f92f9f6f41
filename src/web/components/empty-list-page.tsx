import type { ReactNode } from 'react';
import { EmptyMessage } from './empty-message';
import { PageHeader } from './page-header';
import { usePageTitle } from './use-page-title';

type Props = { title: string; emptyMessage: string; icon?: ReactNode; actions?: ReactNode };

/** A list page (rentals, incidents, reviews, catalogue management) with nothing in it yet. */
export function EmptyListPage({ title, emptyMessage, icon, actions }: Props) {
  usePageTitle(title);
  return (
    <>
      <PageHeader title={title} actions={actions} />
      <EmptyMessage message={emptyMessage} icon={icon} />
    </>
  );
}
