import { ActionIcon, Button, Group, SegmentedControl, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/components/search-box';
import { useLanguage } from '@/i18n/use-language';
import { rangeText } from '../lib/dates';
import { plannerSpans, type PlannerPeriod, type PlannerSpan } from '../lib/period';
import { PlannerFilters } from './planner-filters';
import classes from './planner.module.css';

export type PlannerFilterValues = {
  productId?: number;
  categoryId?: number;
  q: string;
};

type Props = {
  period: PlannerPeriod;
  onSpan: (span: PlannerSpan) => void;
  onShift: (direction: -1 | 1) => void;
  onToday: () => void;
  filters: PlannerFilterValues;
  /** The chosen product's name, once the planner has named it (the picker's first label). */
  productName: string | undefined;
  onFilters: (changes: Partial<PlannerFilterValues>) => void;
  busy: boolean;
};

/**
 * Above the grid: the period's length (a week to three months), earlier, today and later, the
 * period shown as a heading; then a category, a product and a search of product names and serial
 * numbers.
 */
export function PlannerToolbar({ period, onSpan, onShift, onToday, filters, productName, onFilters, busy }: Props) {
  const { t } = useTranslation('planner');
  const language = useLanguage();
  return (
    <>
      <div className={classes.toolbar}>
        <SegmentedControl
          aria-label={t('toolbar.span.label')}
          value={period.span}
          onChange={(value) => onSpan(value as PlannerSpan)}
          data={plannerSpans.map((span) => ({ value: span, label: t(`toolbar.span.${span}`) }))}
        />
        <Group gap={6} wrap="nowrap">
          <ActionIcon variant="default" size={36} aria-label={t('toolbar.previous')} onClick={() => onShift(-1)}>
            <IconChevronRight size={18} aria-hidden style={{ transform: 'rotate(180deg)' }} />
          </ActionIcon>
          <Button variant="default" onClick={onToday}>
            {t('toolbar.today')}
          </Button>
          <ActionIcon variant="default" size={36} aria-label={t('toolbar.next')} onClick={() => onShift(1)}>
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Title order={2} fz="lg" style={{ flex: '1 1 auto', alignSelf: 'center' }}>
          {rangeText(period.from, period.to, language)}
        </Title>
      </div>
      <div className={classes.toolbar}>
        <PlannerFilters filters={filters} productName={productName} onFilters={onFilters} />
        <div className={classes.searchFilter}>
          <SearchBox
            value={filters.q}
            onSearch={(q) => onFilters({ q })}
            label={t('toolbar.search')}
            placeholder={t('toolbar.searchPlaceholder')}
            clearLabel={t('toolbar.clearSearch')}
            busy={busy && filters.q !== ''}
          />
        </div>
      </div>
    </>
  );
}
