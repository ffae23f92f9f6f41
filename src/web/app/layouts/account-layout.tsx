import {
  IconAlertTriangle,
  IconBell,
  IconCalendarEvent,
  IconFileDescription,
  IconLayoutDashboard,
  IconStar,
  IconUserCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { AreaLayout } from './area-layout';

const iconProps = { size: 18, stroke: 1.6 };

export default function AccountLayout() {
  const { t } = useTranslation('account');
  const waitlist = useTranslation('waitlist').t;
  const quotes = useTranslation('quotes').t;
  return (
    <AreaLayout
      title={t('menu.title')}
      icon={<IconUserCircle size={14} />}
      entries={[
        {
          label: t('menu.overview'),
          to: paths.account.root.getHref(),
          icon: <IconLayoutDashboard {...iconProps} />,
          exact: true,
        },
        { label: t('menu.profile'), to: paths.account.profile.getHref(), icon: <IconUserCircle {...iconProps} /> },
        {
          label: t('menu.rentalRequests'),
          to: paths.account.rentalRequests.getHref(),
          icon: <IconCalendarEvent {...iconProps} />,
        },
        {
          label: t('menu.incidents'),
          to: paths.account.incidents.getHref(),
          icon: <IconAlertTriangle {...iconProps} />,
        },
        { label: t('menu.reviews'), to: paths.account.reviews.getHref(), icon: <IconStar {...iconProps} /> },
        { label: waitlist('menu'), to: paths.account.waitlist.getHref(), icon: <IconBell {...iconProps} /> },
        { label: quotes('menu'), to: paths.account.quotes.getHref(), icon: <IconFileDescription {...iconProps} /> },
      ]}
    />
  );
}
