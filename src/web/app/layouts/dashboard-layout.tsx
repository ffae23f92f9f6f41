import {
  IconAlertTriangle,
  IconBox,
  IconBuildingStore,
  IconCalendarEvent,
  IconCategory,
  IconLayoutDashboard,
  IconShieldLock,
  IconStar,
  IconHistory,
  IconPercentage,
  IconBarcode,
  IconPlugConnected,
  IconSettings,
  IconFileDescription,
  IconFileInvoice,
  IconScan,
  IconTicket,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { AreaLayout } from './area-layout';

const iconProps = { size: 18, stroke: 1.6 };
const catalog = paths.dashboard.manageCatalog;

export default function DashboardLayout() {
  const { t } = useTranslation('dashboard');
  // The desk's and the price templates' texts are namespaces of their own.
  const { t: tDesk } = useTranslation('desk');
  const { t: tTemplates } = useTranslation('price-templates');
  const { t: tQuotes } = useTranslation('quotes');
  return (
    <AreaLayout
      title={t('menu.title')}
      icon={<IconShieldLock size={14} />}
      entries={[
        {
          label: t('menu.home'),
          to: paths.dashboard.root.getHref(),
          icon: <IconLayoutDashboard {...iconProps} />,
          exact: true,
        },
        { label: tDesk('menu'), to: paths.dashboard.desk.getHref(), icon: <IconScan {...iconProps} /> },
        {
          label: t('menu.rentalRequests'),
          to: paths.dashboard.rentalRequests.getHref(),
          icon: <IconCalendarEvent {...iconProps} />,
        },
        {
          label: t('menu.incidents'),
          to: paths.dashboard.incidents.getHref(),
          icon: <IconAlertTriangle {...iconProps} />,
        },
        { label: t('menu.reviews'), to: paths.dashboard.reviews.getHref(), icon: <IconStar {...iconProps} /> },
        { label: t('menu.auditLog'), to: paths.dashboard.auditLog.getHref(), icon: <IconHistory {...iconProps} /> },
        {
          label: t('menu.manageCatalog'),
          icon: <IconBuildingStore {...iconProps} />,
          children: [
            { label: t('menu.categories'), to: catalog.categories.getHref(), icon: <IconCategory {...iconProps} /> },
            { label: t('menu.products'), to: catalog.products.getHref(), icon: <IconBox {...iconProps} /> },
            { label: t('menu.items'), to: catalog.items.getHref(), icon: <IconBarcode {...iconProps} /> },
            {
              label: tTemplates('menu'),
              to: catalog.priceTemplates.getHref(),
              icon: <IconPercentage {...iconProps} />,
            },
          ],
        },
        { label: t('menu.customers'), to: paths.dashboard.customers.getHref(), icon: <IconUsers {...iconProps} /> },
        { label: t('menu.invoices'), to: paths.dashboard.invoices.getHref(), icon: <IconFileInvoice {...iconProps} /> },
        { label: tQuotes('menu'), to: paths.dashboard.quotes.getHref(), icon: <IconFileDescription {...iconProps} /> },
        { label: t('menu.coupons'), to: paths.dashboard.coupons.getHref(), icon: <IconTicket {...iconProps} /> },
        {
          label: t('menu.integrations'),
          to: paths.dashboard.integrations.getHref(),
          icon: <IconPlugConnected {...iconProps} />,
        },
        { label: t('menu.settings'), to: paths.dashboard.settings.getHref(), icon: <IconSettings {...iconProps} /> },
      ]}
    />
  );
}
