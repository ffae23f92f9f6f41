import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { mayDo } from '@shared/staff-roles';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorMessage } from '@/components/error-message';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { toast } from '@/components/toast';
import { usePageTitle } from '@/components/use-page-title';
import { useCurrentUser } from '@/features/auth';
import { useLanguage } from '@/i18n/use-language';
import { errorWithContext } from '@/lib/error-text';
import { shopToday } from '@/lib/shop-calendar';
import { useMoveRental } from '../api/use-move-rental';
import { usePlanner } from '../api/use-planner';
import { rangeText } from '../lib/dates';
import { idFromSearch, periodAround, periodFromSearch, shiftPeriod, type PlannerSpan } from '../lib/period';
import type { DraggedRental, OpenedRental } from '../lib/layout';
import { moveBody, movedText, moveErrorText } from '../lib/move';
import { PlannerGrid } from './planner-grid';
import { PlannerLegend } from './planner-legend';
import { PlannerToolbar, type PlannerFilterValues } from './planner-toolbar';

/** The side panel (a drawer, the move form and its date pickers) comes with the first rental opened. */
const RentalPanel = lazy(() => import('./rental-panel-chunk'));

/**
 * The planner (issue 47): every unit as a row under its product, the days of a week to three
 * months as columns, and what keeps each unit busy as bars. The period and filters live in the
 * address (`?span=&day=&productId=&categoryId=&q=`), so a link or a reload shows the same view.
 */
export function PlannerView() {
  const { t, i18n } = useTranslation('planner');
  const language = useLanguage();
  usePageTitle(t('title'));
  const { user } = useCurrentUser();
  const canMove = user ? mayDo(user.role, 'orders.write') : false;
  const today = shopToday();
  const [search, setSearch] = useSearchParams();
  const period = periodFromSearch(search, today);
  const filters: PlannerFilterValues = {
    productId: idFromSearch(search, 'productId'),
    categoryId: idFromSearch(search, 'categoryId'),
    q: search.get('q') ?? '',
  };
  const planner = usePlanner({
    from: period.from,
    to: period.to,
    productId: filters.productId,
    categoryId: filters.categoryId,
    q: filters.q || undefined,
  });
  const pages = planner.data?.pages;
  const units = useMemo(() => pages?.flatMap((page) => page.units) ?? [], [pages]);
  const shown = pages?.[0];

  const [opened, setOpened] = useState<OpenedRental | null>(null);
  // Kept once opened, so the panel closes with its animation and opens at once the next time.
  const [panelWanted, setPanelWanted] = useState(false);
  const [moving, setMoving] = useState(false);
  const move = useMoveRental();

  const change = (changes: Record<string, string | undefined>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  const showPeriod = (span: PlannerSpan, day: string) => change({ span, day: day === today ? undefined : day });

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = planner;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const open = useCallback((target: OpenedRental) => {
    setMoving(false);
    setPanelWanted(true);
    setOpened(target);
  }, []);

  const drag = (dragged: DraggedRental) =>
    move.mutate(
      { rentalId: dragged.bar.rentalId, move: moveBody(dragged, dragged.dateFrom, dragged.dateTo, dragged.toUnit.id) },
      {
        onSuccess: () =>
          toast.success(movedText(t, language, dragged, dragged.dateFrom, dragged.dateTo, dragged.toUnit)),
        onError: (error) => toast.error(moveErrorText(t, i18n, error)),
      },
    );

  const productName =
    filters.productId === undefined
      ? undefined
      : units.find((unit) => unit.productId === filters.productId)?.productName;

  return (
    <>
      <PageHeader title={t('title')} description={t('lead')} />
      <Stack gap="md">
        <PlannerToolbar
          period={period}
          onSpan={(span) => showPeriod(span, periodAround(span, period.from).from)}
          onShift={(direction) => showPeriod(period.span, shiftPeriod(period, direction).from)}
          onToday={() => showPeriod(period.span, today)}
          filters={filters}
          productName={productName}
          onFilters={(next) =>
            change({
              ...('productId' in next ? { productId: next.productId?.toString() } : {}),
              ...('categoryId' in next ? { categoryId: next.categoryId?.toString() } : {}),
              ...('q' in next ? { q: next.q } : {}),
            })
          }
          busy={planner.isFetching && !isFetchingNextPage}
        />
        <PlannerLegend />
        {planner.isPending ? (
          <PageLoader minHeight={360} />
        ) : planner.isError && !planner.isFetchNextPageError ? (
          <ErrorMessage message={errorWithContext(t, t('loadError'), planner.error)} />
        ) : !shown || units.length === 0 ? (
          <EmptyMessage message={t('empty')} />
        ) : (
          <PlannerGrid
            units={units}
            from={shown.from}
            to={shown.to}
            closedDays={shown.closedDays}
            today={today}
            label={t('grid.label', { range: rangeText(shown.from, shown.to, language) })}
            hasMore={hasNextPage}
            loadingMore={isFetchingNextPage}
            onLoadMore={loadMore}
            updating={planner.isPlaceholderData}
            onOpen={open}
            onDrag={canMove ? drag : undefined}
          />
        )}
        <Group gap="xs" mih={20} role="status" aria-live="polite">
          {isFetchingNextPage && <Loader size={14} aria-hidden />}
          <Text size="sm" c="dimmed">
            {planner.isFetchNextPageError
              ? errorWithContext(t, t('loadMoreError'), planner.error)
              : units.length > 0
                ? [t('shown', { count: units.length }), hasNextPage ? t('more') : null].filter(Boolean).join(' · ')
                : null}
          </Text>
        </Group>
      </Stack>
      {panelWanted && (
        <Suspense fallback={null}>
          <RentalPanel
            opened={opened}
            moving={moving}
            onMoving={setMoving}
            units={units}
            canMove={canMove}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      )}
    </>
  );
}
