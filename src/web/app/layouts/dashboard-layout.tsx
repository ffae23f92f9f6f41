import {
  IconAlertTriangle,
  IconBox,
  IconBuildingStore,
  IconCalendarEvent,
  IconCalendarStats,
  IconCategory,
  IconChartBar,
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
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mayDo, type UserRole } from '@shared/staff-roles';
import { useCurrentUser } from '@/features/auth';
import { mayOpen } from '@/lib/dashboard-access';
import { paths } from '@/lib/paths';
import { RoleOutlet } from '../role-guard';
import { AreaLayout } from './area-layout';
import type { SideMenuEntry } from './side-menu';

const iconProps = { size: 18, stroke: 1.6 };
const catalog = paths.dashboard.manageCatalog;

/**
 * The menu as the role may use it (decision 092): each link only where its page opens for the
 * role (lib/dashboard-access.ts), a group only with a link left in it; Staff is the owner's only
 * (anyone else on the staff may read it by its address).
 */
function forRole(entries: SideMenuEntry[], role: UserRole): SideMenuEntry[] {
  return entries.flatMap((entry): SideMenuEntry[] => {
    if (!('children' in entry)) {
      const allowed = entry.to === paths.dashboard.staff.getHref() ? mayDo(role, 'staff') : mayOpen(role, entry.to);
      return allowed ? [entry] : [];
    }
    const children = entry.children.filter((child) => mayOpen(role, child.to));
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

export default function DashboardLayout() {
  const { t } = useTranslation('dashboard');
  // The desk's and the price templates' texts are namespaces of their own.
  const { t: tDesk } = useTranslation('desk');
  const { t: tTemplates } = useTranslation('price-templates');
  const { t: tQuotes } = useTranslation('quotes');
  const { t: tStaff } = useTranslation('staff');
  const { t: tReports } = useTranslation('reports');
  const { t: tPlanner } = useTranslation('planner');
  const { user } = useCurrentUser();
  return (
    <AreaLayout
      title={t('menu.title')}
      icon={<IconShieldLock size={14} />}
      outlet={<RoleOutlet />}
      entries={forRole(
        [
          {
            label: t('menu.home'),
            to: paths.dashboard.root.getHref(),
            icon: <IconLayoutDashboard {...iconProps} />,
            exact: true,
          },
          { label: tDesk('menu'), to: paths.dashboard.desk.getHref(), icon: <IconScan {...iconProps} /> },
          {
            label: tPlanner('menu'),
            to: paths.dashboard.planner.getHref(),
            icon: <IconCalendarStats {...iconProps} />,
          },
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
          { label: tStaff('menu'), to: paths.dashboard.staff.getHref(), icon: <IconUsersGroup {...iconProps} /> },
          {
            label: t('menu.invoices'),
            to: paths.dashboard.invoices.getHref(),
            icon: <IconFileInvoice {...iconProps} />,
          },
          {
            label: tReports('menu'),
            to: paths.dashboard.reports.getHref(),
            icon: <IconChartBar {...iconProps} />,
          },
          {
            label: tQuotes('menu'),
            to: paths.dashboard.quotes.getHref(),
            icon: <IconFileDescription {...iconProps} />,
          },
          { label: t('menu.coupons'), to: paths.dashboard.coupons.getHref(), icon: <IconTicket {...iconProps} /> },
          {
            label: t('menu.integrations'),
            to: paths.dashboard.integrations.getHref(),
            icon: <IconPlugConnected {...iconProps} />,
          },
          { label: t('menu.settings'), to: paths.dashboard.settings.getHref(), icon: <IconSettings {...iconProps} /> },
        ],
        user?.role ?? 'customer',
      )}
    />
  );
}
