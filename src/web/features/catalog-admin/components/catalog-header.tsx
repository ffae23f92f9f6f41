import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import type { CatalogScreen } from '../hooks/use-catalog-screen';
import { CatalogToolbar } from './catalog-toolbar';
import { ModeHint } from './mode-hint';

type Props = {
  title: ReactNode;
  description?: ReactNode;
  screen: Pick<CatalogScreen<unknown>, 'mode' | 'toggle'> & { dialogs: { openNew: () => void } };
  /** What a click on a row does in each mode, as each list's texts word it under `hint`. */
  hints: { edit: string; delete: string; history: string };
  /** Shown between the heading and the mode's hint (a loading error of the screen's own record). */
  notice?: ReactNode;
};

/** A catalogue list screen's heading with its toolbar (edit, add, delete, history), and the current mode's hint. */
export function CatalogHeader({ title, description, screen, hints, notice }: Props) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={<CatalogToolbar mode={screen.mode} onToggle={screen.toggle} onAdd={screen.dialogs.openNew} />}
      />
      {notice}
      <ModeHint mode={screen.mode} {...hints} />
    </>
  );
}
