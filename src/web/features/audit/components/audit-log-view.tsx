import { useCallback } from 'react';
import { Select, Skeleton } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { auditEntities, type AuditEntity } from '@shared/schemas/audit';
import { PageHeader } from '@/components/page-header';
import { RecordsSkeleton } from '@/components/records-skeleton';
import { RecordsList } from '@/components/records-list';
import { ShowAllButton } from '@/components/show-all-button';
import { useNarrowContainer } from '@/components/use-narrow-container';
import { usePageTitle } from '@/components/use-page-title';
import { paths } from '@/lib/paths';
import { listView } from '@/lib/records-view';
import { useCurrentUser } from '@/features/auth';
import { useAuditLog } from '../api/use-audit-log';
import { readAuditFilters } from '../lib/audit-filters';
import { AUDIT_TABLE_MIN_WIDTH, AuditCards, AuditTable, AuditTableHead } from './audit-entries';
import { useAuditText } from './use-audit-text';

/** Narrower than this (content width in px), changes show as cards. */
const CARDS_BELOW = 860;
const ALL = 'all';

const skeletonCells = [
  <Skeleton key="when" height={12} width={110} />,
  <Skeleton key="who" height={12} width={90} />,
  <Skeleton key="what" height={12} width={120} />,
  <Skeleton key="record" height={12} width={110} />,
  <Skeleton key="changes" height={12} width="80%" />,
];

/**
 * What administrators changed, newest first, a page at a time: the whole log, one kind of
 * record (`?entity=product`) or one record's history (`?entity=product&entityId=12`).
 */
export function AuditLogView() {
  const { t, recordName } = useAuditText();
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const filters = readAuditFilters(params);
  const one =
    filters.entity !== null && filters.entityId !== null
      ? { entity: filters.entity, entityId: filters.entityId }
      : null;
  const paged = useAuditLog(filters, user?.isAdmin === true);
  const { ref, narrow } = useNarrowContainer<HTMLDivElement>(CARDS_BELOW);
  const loaded = useCallback((count: number) => t('loaded', { count }), [t]);

  const entries = paged.list.data;
  // The newest entry names the record as it is now (or as it was when it went).
  const name = one && recordName({ ...one, label: entries?.[0]?.label ?? null });
  const title = name ? t('historyOf', { name }) : t('title');
  usePageTitle(title);

  const view = listView(paged.list);

  const setEntity = (value: string | null) =>
    setParams(
      () => {
        const next = new URLSearchParams();
        const entity = auditEntities.find((known) => known === value);
        if (entity) next.set('entity', entity);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <PageHeader
        title={title}
        description={one ? undefined : t('description')}
        actions={one && <ShowAllButton to={paths.dashboard.auditLog.getHref()} label={t('showAll')} />}
      />
      {!one && (
        <Select
          label={t('filter.label')}
          value={filters.entity ?? ALL}
          onChange={setEntity}
          allowDeselect={false}
          data={[
            { value: ALL, label: t('filter.all') },
            ...auditEntities.map((entity: AuditEntity) => ({ value: entity, label: t(`entities.${entity}`) })),
          ]}
          maw={280}
          mb="md"
        />
      )}
      <RecordsList
        listRef={ref}
        paging={{ paged, label: t('loadMore'), loaded }}
        view={view}
        skeleton={
          <RecordsSkeleton
            compact={narrow}
            head={<AuditTableHead />}
            cells={skeletonCells}
            minWidth={AUDIT_TABLE_MIN_WIDTH}
          />
        }
        loadError={t('loadError')}
        empty={{
          message: one ? t('emptyRecord') : filters.entity ? t('noMatch') : t('empty'),
          icon: <IconHistory size={26} stroke={1.5} />,
        }}
        notFound={{ title: t('emptyRecord'), message: t('emptyRecord') }}
      >
        {(records) => {
          const props = { entries: records, withHistory: !one };
          return narrow ? <AuditCards {...props} /> : <AuditTable {...props} />;
        }}
      </RecordsList>
    </>
  );
}
