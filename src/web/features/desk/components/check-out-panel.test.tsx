// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeskRental, Scan } from '@shared/schemas/hand-over';
import type { RentalUnit } from '@shared/schemas/rental';
import { fakeAudio } from '@/test/fake-audio';
import { renderScreen } from '@/test/render-screen';
import { forgetScanSoundContext } from '../lib/scan-sound';
import { CheckOutPanel } from './check-out-panel';

/*
 * The hand-over step at the desk (issue 48): each serial checked by the server as it is scanned,
 * the kit's deposit once per kit, the rent the order still owes taken with the units (cash or
 * terminal), or left for later with a reason.
 */

const unit = (id: number, serialNumber: string, productName: string): RentalUnit => ({
  id,
  serialNumber,
  productId: id,
  productName,
  checkedOutAt: null,
  checkedInAt: null,
  condition: null,
});

/** One kit of a light and its stand, 500.00 deposit per kit, its order owing 119.40. */
const kit: DeskRental = {
  id: 7,
  userId: 'ada',
  productId: 30,
  productName: 'Aputure LS 600d Key Light Kit',
  dateFrom: '2030-03-10',
  dateTo: '2030-03-12',
  items: [unit(1, 'LS600-01', 'Aputure LS 600d'), unit(2, 'STAND-01', 'Light stand')],
  quantity: 1,
  isKit: true,
  orderId: 13,
  orderReference: 'FH-2030-000013',
  dailyPrice: '39.80',
  chargedDays: 3,
  total: '119.40',
  discount: '0.00',
  damageWaiver: '0.00',
  deposit: '500.00',
  orderStatus: 'Placed',
  createdAt: '2030-03-01T10:00:00.000Z',
  cancelledAt: null,
  userName: 'Ada',
  userEmail: 'ada@example.com',
  reviewStatus: 'CantReview',
  reviewId: null,
  incident: null,
  checkedOutAt: null,
  checkedInAt: null,
  status: 'InProgress',
  state: 'out',
  overdue: false,
  daysLate: 0,
  lateFee: '0.00',
  balanceDue: '119.40',
  depositDue: '500.00',
  unitsPerKit: 2,
  payLater: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  forgetScanSoundContext();
});

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/**
 * The server's check of a scanned serial (GET .../scan): `answers` for the serials it names; the
 * rental's own units go; any other serial no unit has.
 */
function scanAnswer(rental: DeskRental, url: string, answers: Record<string, Scan>): Scan {
  const serial = new URL(url, 'http://localhost').searchParams.get('serial')!;
  const own = rental.items.find((item) => item.serialNumber.toLowerCase() === serial.toLowerCase());
  if (answers[serial]) return answers[serial];
  if (own) {
    const unit = { id: own.id, serialNumber: own.serialNumber, productName: own.productName };
    return { serial, verdict: 'ok', unit, swap: false };
  }
  return { serial, verdict: 'refused', code: 'UNKNOWN_SERIAL', message: `No unit has the serial number ${serial}.` };
}

/** The serials the last answerCheckOut was asked to check, in order. */
let checked: string[] = [];

/**
 * Answers each scan's check (as scanAnswer says, noting it in `checked`) and the check-out, with
 * the rental handed over; keeps the check-out bodies sent. After renderScreen, which stubs fetch itself.
 */
function answerCheckOut(rental: DeskRental, answers: Record<string, Scan> = {}) {
  const sent: unknown[] = [];
  checked = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method === 'GET' && new URL(request.url, 'http://localhost').pathname.endsWith('/scan')) {
      const scan = scanAnswer(rental, request.url, answers);
      checked.push(scan.serial);
      return json(scan);
    }
    if (request.method !== 'POST') return new Response(null, { status: 503 });
    sent.push(await request.json());
    const handed = rental.items.map((item) => ({ ...item, checkedOutAt: '2030-03-10T10:00:00.000Z' }));
    return json({ ...rental, items: handed, balanceDue: '0.00', depositDue: '0.00' });
  });
  return sent;
}

/** Scans each of the rental's units, each once the server has taken the one before (the field waits for it). */
async function scanAll(user: ReturnType<typeof userEvent.setup>, rental: DeskRental) {
  for (const [index, item] of rental.items.entries()) {
    await user.type(screen.getByRole('textbox', { name: 'Serial number' }), `${item.serialNumber}{Enter}`);
    await vi.waitFor(() => expect(screen.getAllByTestId('scanned-serial')).toHaveLength(index + 1));
  }
}

describe('a serial scanned', () => {
  const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Serial number' });

  it('is refused at once beside the field when no unit has it, with a double buzz, and kept selected to retype', async () => {
    const user = userEvent.setup();
    renderScreen(<CheckOutPanel rental={kit} onDone={vi.fn()} />);
    const sent = answerCheckOut(kit);
    const tones = fakeAudio();
    await user.type(field(), 'NOPE-123{Enter}');
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe('No unit has the serial number NOPE-123.');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    // Not listed (it was "Swap in" until the hand-over refused it), and nothing handed over.
    expect(screen.queryAllByTestId('scanned-serial')).toEqual([]);
    expect(checked).toEqual(['NOPE-123']);
    expect(sent).toEqual([]);
    expect(tones.map((tone) => tone.wave)).toEqual(['square', 'square']);
    // Ready to be typed again: focused, all of it selected.
    expect(document.activeElement).toBe(field());
    expect(field().value).toBe('NOPE-123');
    expect([field().selectionStart, field().selectionEnd]).toEqual([0, 8]);

    // Retyped over the selection: the refusal goes with the old serial.
    await user.type(field(), 'LS600-01');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("lists the rental's own unit the server takes, with a beep, and a spare as swapped in", async () => {
    const user = userEvent.setup();
    renderScreen(<CheckOutPanel rental={kit} onDone={vi.fn()} />);
    const spare: Scan = {
      serial: 'STAND-09',
      verdict: 'ok',
      unit: { id: 9, serialNumber: 'STAND-09', productName: 'Light stand' },
      swap: true,
    };
    answerCheckOut(kit, { 'STAND-09': spare });
    const tones = fakeAudio();
    await user.type(field(), 'LS600-01{Enter}');
    await vi.waitFor(() => expect(screen.getAllByTestId('scanned-serial')).toHaveLength(1));
    const [listed] = screen.getAllByTestId('scanned-serial');
    expect(listed!.textContent).toContain('LS600-01');
    expect(listed!.textContent).toContain('Booked unit');
    expect(tones.map((tone) => tone.wave)).toEqual(['sine']);
    expect(field().value).toBe('');
    expect(document.activeElement).toBe(field());
    expect(screen.queryByRole('alert')).toBeNull();

    await user.type(field(), 'STAND-09{Enter}');
    await vi.waitFor(() => expect(screen.getAllByTestId('scanned-serial')).toHaveLength(2));
    expect(screen.getAllByTestId('scanned-serial')[1]!.textContent).toContain('Swap in');
    expect(checked).toEqual(['LS600-01', 'STAND-09']);
  });

  it('is said in the server’s words for a unit of another product, and asks nothing for a serial listed already', async () => {
    const user = userEvent.setup();
    renderScreen(<CheckOutPanel rental={kit} onDone={vi.fn()} />);
    answerCheckOut(kit, {
      'r5-1': {
        serial: 'r5-1',
        verdict: 'refused',
        code: 'OTHER_PRODUCT',
        message: "R5-1 is a unit of Canon R5, not of this rental's product.",
        unit: { id: 40, serialNumber: 'R5-1', productName: 'Canon R5' },
      },
    });
    await user.type(field(), 'r5-1{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('R5-1 is a unit of another product.');
    await user.clear(field());
    await user.type(field(), 'LS600-01{Enter}');
    await vi.waitFor(() => expect(screen.getAllByTestId('scanned-serial')).toHaveLength(1));
    await user.type(field(), 'ls600-01{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('This unit is already in the list.');
    expect(checked).toEqual(['r5-1', 'LS600-01']);
  });

  it('shows a loader while the server is asked, and adds the unit once however often Enter is pressed', async () => {
    const user = userEvent.setup();
    renderScreen(<CheckOutPanel rental={kit} onDone={vi.fn()} />);
    let answer: (response: Response) => void = () => undefined;
    let asked = 0;
    vi.stubGlobal('fetch', () => {
      asked += 1;
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    await user.type(field(), 'LS600-01{Enter}{Enter}');
    expect(screen.getByRole('status', { name: 'Checking LS600-01…' })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(asked).toBe(1);
    answer(json(scanAnswer(kit, '/scan?serial=LS600-01', {})));
    await vi.waitFor(() => expect(screen.getAllByTestId('scanned-serial')).toHaveLength(1));
    expect(screen.queryByTestId('serial-checking')).toBeNull();
    expect(asked).toBe(1);
  });
});

describe('the hand-over step', () => {
  it("asks a kit's deposit once per kit, not per unit, as the order records it", async () => {
    const user = userEvent.setup();
    renderScreen(<CheckOutPanel rental={kit} onDone={vi.fn()} />);
    answerCheckOut(kit);
    await scanAll(user, kit);
    const deposit = screen.getByText(/^Deposit:/);
    expect(deposit.textContent).toBe('Deposit: €500.00 per kit, €500.00 now. Paid by');
    expect(document.body.textContent).not.toContain('1,000.00');
  });

  it('takes the rent due and the deposit with the units, on the terminal', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<CheckOutPanel rental={kit} onDone={onDone} />);
    const sent = answerCheckOut(kit);
    expect(screen.getByText('Still to pay on the order: €119.40. Paid by')).toBeTruthy();
    await scanAll(user, kit);
    await user.click(screen.getAllByRole('radio', { name: 'Card terminal' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Hand over 2 units and take €619.40' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        { serials: ['LS600-01', 'STAND-01'], depositChannel: 'terminal', payment: { channel: 'terminal' } },
      ]),
    );
    await vi.waitFor(() =>
      expect(onDone).toHaveBeenCalledWith(
        expect.objectContaining({ rent: { cents: 11_940, choice: 'terminal', reason: '' } }),
      ),
    );
  });

  it('lets the customer pay later only with a reason, which goes with the hand-over', async () => {
    const user = userEvent.setup();
    renderScreen(<CheckOutPanel rental={kit} onDone={vi.fn()} />);
    const sent = answerCheckOut(kit);
    await scanAll(user, kit);
    await user.click(screen.getByRole('radio', { name: 'Customer pays later' }));
    // The button takes no money now.
    await user.click(screen.getByRole('button', { name: 'Hand over 2 units' }));
    expect(screen.getByText('Say why the customer pays later.')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.type(
      screen.getByRole('textbox', { name: /Why does the customer pay later/ }),
      'Their company pays by transfer',
    );
    await user.click(screen.getByRole('button', { name: 'Hand over 2 units' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        {
          serials: ['LS600-01', 'STAND-01'],
          depositChannel: 'cash',
          payLater: { reason: 'Their company pays by transfer' },
        },
      ]),
    );
  });

  it('says there is nothing to pay when the order owes nothing, and sends neither', async () => {
    const user = userEvent.setup();
    const paid: DeskRental = { ...kit, balanceDue: '0.00', depositDue: '0.00' };
    renderScreen(<CheckOutPanel rental={paid} onDone={vi.fn()} />);
    const sent = answerCheckOut(paid);
    expect(screen.getByText('Nothing to pay at the counter for this order.')).toBeTruthy();
    expect(screen.queryByText(/^Deposit:/)).toBeNull();
    await scanAll(user, paid);
    await user.click(screen.getByRole('button', { name: 'Hand over 2 units' }));
    await vi.waitFor(() => expect(sent).toEqual([{ serials: ['LS600-01', 'STAND-01'] }]));
  });
});
