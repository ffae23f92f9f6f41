import { expect } from 'vitest';
import { addDays } from '../../../shared/calendar-date';
import { adminOnly, type Entry, type Scene } from '../authorization-matrix';

/*
 * The counter's tools (issue 48): the printable pick list and the check of each serial as it is
 * scanned, staff with the desk permission only.
 */

/** One pick-up per scene for the serial check, which changes nothing: every call asks about it. */
const pickUps = new WeakMap<Scene, Promise<{ id: number; serial: string }>>();
function pickUpOf(scene: Scene) {
  if (!pickUps.has(scene)) pickUps.set(scene, scene.newPickUpOfA());
  return pickUps.get(scene)!;
}

export const deskToolsMatrix: Entry[] = [
  {
    route: 'GET /api/admin/desk/pick-list',
    request: (s) => ({ url: `/api/admin/desk/pick-list?date=${addDays(s.today, 1)}` }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/desk/rentals/:id/scan',
    request: async (s) => {
      const rental = await pickUpOf(s);
      return {
        url: `/api/admin/desk/rentals/${rental.id}/scan?for=check-out&serial=${encodeURIComponent(rental.serial)}`,
      };
    },
    expect: adminOnly(200),
    check: (response, { role }) => {
      if (role === 'admin') expect(response.json()).toMatchObject({ verdict: 'ok', swap: false });
    },
  },
];
