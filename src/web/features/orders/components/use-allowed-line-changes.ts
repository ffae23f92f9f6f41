import type { StaffPermission } from '@shared/staff-roles';
import { useMayDoCheck } from '@/features/auth';
import type { LineChange } from './staff-line-buttons';

/**
 * The permission each change of a line needs, as its route does (server/http/route-permissions.ts):
 * dates, units and price all go through the line's PATCH, which re-prices the order and so corrects
 * money; cancelling a line not started is taking orders.
 */
const lineChangePermissions: Record<LineChange, StaffPermission> = {
  changeDates: 'money.correct',
  changeUnits: 'money.correct',
  changePrice: 'money.correct',
  cancelLine: 'orders.write',
};

/**
 * Which of a line's changes the signed-in person's role may make (decision 092), for the order
 * page's buttons and the desk's Change menu: a counter cancels a line, a manager also moves and
 * re-prices it, an accountant changes none.
 */
export function useAllowedLineChanges(): Record<LineChange, boolean> {
  const mayDo = useMayDoCheck();
  return {
    changeDates: mayDo(lineChangePermissions.changeDates),
    changeUnits: mayDo(lineChangePermissions.changeUnits),
    changePrice: mayDo(lineChangePermissions.changePrice),
    cancelLine: mayDo(lineChangePermissions.cancelLine),
  };
}
