import { type ExportName, periodExports } from '@shared/schemas/exports';
import type { paths } from '@/lib/api-schema';

export type ExportPeriod = { from: string; to: string };

/** The exports' addresses, checked against the API's paths: a renamed route fails the type check. */
const exportPaths = {
  rentals: '/api/admin/exports/rentals.csv',
  orders: '/api/admin/exports/orders.csv',
  units: '/api/admin/exports/units.csv',
  customers: '/api/admin/exports/customers.csv',
} as const satisfies Record<ExportName, keyof paths>;

/** The address of an export, with the period when it narrows that export: a plain link the session cookie authorises. */
export function exportUrl(name: ExportName, period: ExportPeriod): string {
  const query = new URLSearchParams();
  if (periodExports.includes(name)) {
    if (period.from) query.set('from', period.from);
    if (period.to) query.set('to', period.to);
  }
  const search = query.toString();
  return search ? `${exportPaths[name]}?${search}` : exportPaths[name];
}

/** A period the server would refuse: it ends before it starts. */
export const isBackwards = (period: ExportPeriod) => period.from !== '' && period.to !== '' && period.to < period.from;
