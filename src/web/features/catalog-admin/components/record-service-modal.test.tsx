// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Item } from '@shared/schemas/catalog-admin';
import { renderScreen } from '@/test/render-screen';
import { RecordServiceModal } from './record-service-modal';
import { ServiceDue } from './service-due';

/* A unit's service (decision 094): the badge and button beside a due unit, and the form that records it. */

const unit: Item = {
  id: 40,
  serialNumber: 'R5-0001',
  productId: 12,
  productName: 'Canon R5',
  status: 'NonOperational',
  hasRentals: true,
  serviceDue: true,
  lastServicedAt: '2030-01-01T00:00:00.000Z',
  rentalsSinceService: 5,
  outForService: true,
};

afterEach(() => vi.unstubAllGlobals());

describe('a unit due for its service', () => {
  it('says so beside its status, with the button that records it', async () => {
    const user = userEvent.setup();
    const onRecord = vi.fn();
    renderScreen(<ServiceDue item={unit} onRecord={onRecord} />);
    expect(screen.getByText('Out for its service')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Record the service of R5-0001' }));
    expect(onRecord).toHaveBeenCalledWith(unit);
  });

  it('records what was done and its cost, asking for the note first', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderScreen(<RecordServiceModal item={unit} onClose={onClose} />);
    // After the render, which answers any request it did not foresee with a failure.
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push(await request.json());
      return new Response(
        JSON.stringify({
          id: 1,
          itemId: 40,
          performedAt: '2030-03-10T10:00:00.000Z',
          note: 'Sensor cleaned',
          cost: '12.50',
          performedBy: 'Ada',
        }),
        { status: 201, headers: { 'content-type': 'application/json' } },
      );
    });
    const dialog = await screen.findByRole('dialog', { name: 'Service of R5-0001' });
    expect(dialog.textContent).toContain('recording it puts it back in service');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Say what was done.')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /What was done/ }), 'Sensor cleaned');
    await user.type(screen.getByRole('textbox', { name: /Cost/ }), '12.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent).toEqual([{ note: 'Sensor cleaned', cost: '12.50' }]));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
