import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus, IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { RecordsList } from '@/components/records-list';
import { useNarrowContainer } from '@/components/use-narrow-container';
import { usePageTitle } from '@/components/use-page-title';
import { listView } from '@/lib/records-view';
import { useCoupons } from '../api/use-coupons';
import { useTargetNames } from '../hooks/use-target-names';
import { CouponCards } from './coupon-cards';
import { COUPONS_TABLE_MIN_WIDTH, CouponsSkeleton, CouponsTable } from './coupons-table';
import { NewCouponModal } from './new-coupon-modal';

/**
 * The dashboard's coupons (docs/pricing.md): every code the shop gave out, newest first, what it
 * gives and within which limits, each switched on or off; and "New coupon". The list comes whole.
 */
export function CouponsView() {
  const { t } = useTranslation('coupons');
  usePageTitle(t('title'));
  const coupons = useCoupons();
  const names = useTargetNames(coupons.data);
  const { ref, narrow } = useNarrowContainer<HTMLDivElement>(COUPONS_TABLE_MIN_WIDTH);
  const [creating, setCreating] = useState(false);

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('lead')}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('new')}
          </Button>
        }
      />
      <RecordsList
        listRef={ref}
        paging={null}
        view={listView(coupons)}
        skeleton={<CouponsSkeleton compact={narrow} />}
        loadError={t('loadError')}
        empty={{ message: t('empty'), icon: <IconTicket size={26} stroke={1.5} /> }}
      >
        {(rows) =>
          narrow ? <CouponCards coupons={rows} names={names} /> : <CouponsTable coupons={rows} names={names} />
        }
      </RecordsList>
      <NewCouponModal opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
