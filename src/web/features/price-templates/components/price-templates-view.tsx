import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPercentage, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PriceTemplate } from '@shared/schemas/price-template';
import { PageHeader } from '@/components/page-header';
import { RecordsList } from '@/components/records-list';
import { useNarrowContainer } from '@/components/use-narrow-container';
import { usePageTitle } from '@/components/use-page-title';
import { listView } from '@/lib/records-view';
import { useRecordDialogs } from '@/lib/use-record-dialogs';
import { usePriceTemplates } from '../api/use-price-templates';
import { DeleteTemplateModal } from './delete-template-modal';
import { TemplateCards } from './template-cards';
import { TemplateFormModal } from './template-form-modal';
import { TEMPLATES_TABLE_MIN_WIDTH, TemplatesSkeleton, TemplatesTable } from './templates-table';

/**
 * The catalogue's price templates (docs/pricing.md): each with its tiers and how many products
 * follow it; "New template", and each one edited or deleted in a popup. The list comes whole.
 */
export function PriceTemplatesView() {
  const { t } = useTranslation('price-templates');
  usePageTitle(t('title'));
  const templates = usePriceTemplates();
  const { ref, narrow } = useNarrowContainer<HTMLDivElement>(TEMPLATES_TABLE_MIN_WIDTH);
  const dialogs = useRecordDialogs<'form' | 'delete', PriceTemplate | null>();
  // A new session at every opening: the form starts afresh, also for the template it had last.
  const [session, setSession] = useState(0);
  const openForm = (template: PriceTemplate | null) => {
    dialogs.open('form', template);
    setSession((count) => count + 1);
  };
  const actions = { onEdit: openForm, onDelete: (template: PriceTemplate) => dialogs.open('delete', template) };

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('lead')}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openForm(null)}>
            {t('new')}
          </Button>
        }
      />
      <RecordsList
        listRef={ref}
        paging={null}
        view={listView(templates)}
        skeleton={<TemplatesSkeleton compact={narrow} />}
        loadError={t('loadError')}
        empty={{ message: t('empty'), icon: <IconPercentage size={26} stroke={1.5} /> }}
      >
        {(rows) =>
          narrow ? <TemplateCards templates={rows} {...actions} /> : <TemplatesTable templates={rows} {...actions} />
        }
      </RecordsList>
      <TemplateFormModal
        opened={dialogs.isOpen('form')}
        template={dialogs.rowFor('form')}
        session={session}
        onClose={dialogs.close}
      />
      <DeleteTemplateModal
        opened={dialogs.isOpen('delete')}
        template={dialogs.rowFor('delete')}
        onClose={dialogs.close}
      />
    </>
  );
}
