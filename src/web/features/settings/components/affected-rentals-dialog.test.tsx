// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AffectedRental } from '@shared/schemas/closed-days';
import type { SettingsSave } from '@shared/schemas/settings';
import { toast } from '@/components/toast';
import { renderScreen } from '@/test/render-screen';
import { adminSettings } from '../test/admin-settings';
import { SettingsForm } from './settings-form';

/*
 * Issue 48: closing Sundays while rentals pick up or return on one. The server refuses the save
 * with them (409 AFFECTED_RENTALS); the dialog lists them, and staff keep them, tell the
 * customers, or go back with nothing saved.
 */

const affected: AffectedRental[] = [
  {
    rentalId: 11,
    orderId: 7,
    date: '2030-12-08',
    kind: 'pick-up',
    orderReference: 'FH-2030-000007',
    customerName: 'Ana Pérez',
    productName: 'Sony FX3',
  },
  {
    rentalId: 12,
    orderId: 8,
    date: '2030-12-15',
    kind: 'return',
    orderReference: 'FH-2030-000008',
    customerName: 'Ben Braun',
    productName: 'Sigma 35mm F1.4 DG DN Art',
  },
];

const settings = adminSettings();
const closedOnSundays = { ...settings, openingDays: [1, 2, 3, 4, 5, 6], updatedAt: '2030-12-01T10:00:00.000Z' };

/** The server: a save without a choice is refused with the rentals, one with a choice is saved. */
function server() {
  const sent: SettingsSave[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method !== 'PATCH') return new Response(null, { status: 503 });
    const body = (await request.json()) as SettingsSave;
    sent.push(body);
    const answer = body.confirmAffected
      ? { status: 200, body: closedOnSundays }
      : {
          status: 409,
          body: {
            error: { code: 'AFFECTED_RENTALS', message: '2 pick-up(s) or return(s)…', affected },
            affected,
          },
        };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

/** What the toasts said, success or not (the toasts' own code loads on the first one: not this test's matter). */
function toasts() {
  const said: string[] = [];
  for (const kind of ['success', 'error'] as const) {
    const spy = vi.spyOn(toast, kind).mockImplementation((message) => void said.push(`${kind}: ${String(message)}`));
    onTestFinished(() => spy.mockRestore());
  }
  return said;
}

async function closeSundays() {
  const user = userEvent.setup();
  renderScreen(<SettingsForm settings={settings} />);
  const sent = server();
  const said = toasts();
  await user.click(screen.getByRole('checkbox', { name: 'Sunday' }));
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rentals on the days you are closing' });
  return { user, sent, said, dialog };
}

describe('closing days that rentals pick up or return on', () => {
  it('lists them with their day, pick-up or return, order, customer and product, and saves nothing yet', async () => {
    const { sent, said, dialog } = await closeSundays();
    expect(
      within(dialog).getByText(
        '2 pick-ups and returns fall on days this change closes. Nothing is saved until you choose what happens to them.',
      ),
    ).toBeTruthy();
    const table = within(dialog).getByRole('table', { name: 'Pick-ups and returns on the days you are closing' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['8 December 2030', 'Pick-up', 'FH-2030-000007', 'Ana Pérez', 'Sony FX3'],
      ['15 December 2030', 'Return', 'FH-2030-000008', 'Ben Braun', 'Sigma 35mm F1.4 DG DN Art'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Pick-up or return', 'Order', 'Customer', 'Product']);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ openingDays: [1, 2, 3, 4, 5, 6] });
    expect(sent[0]!.confirmAffected).toBeUndefined();
    expect(said).toEqual([]);
  });

  it('keeps them: saves the same change again with "keep", and says the desk expects them', async () => {
    const { user, sent, said, dialog } = await closeSundays();
    await user.click(within(dialog).getByRole('button', { name: 'Keep them (the desk expects them)' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ ...sent[0], confirmAffected: 'keep' });
    await vi.waitFor(() =>
      expect(said).toEqual([
        'success: The settings were saved. The rentals stay as they are, and the desk expects them.',
      ]),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells the customers: saves with "notify", and says they are being told', async () => {
    const { user, sent, said, dialog } = await closeSundays();
    expect(
      within(dialog).getByText(
        /Each customer gets an email with their options: move the rental to other dates, or cancel it and get back everything they paid\./,
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Tell the customers' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ ...sent[0], confirmAffected: 'notify' });
    await vi.waitFor(() =>
      expect(said).toEqual(['success: The settings were saved. The customers are being told by email.']),
    );
  });

  it('goes back with nothing saved on Cancel, the change still in the form', async () => {
    const { user, sent, said, dialog } = await closeSundays();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Sunday' })).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Undo changes' })).toHaveProperty('disabled', false);
    expect(said).toEqual([]);
  });
});
