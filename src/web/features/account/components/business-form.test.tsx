// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Business } from '@shared/schemas/business';
import type { ProfileUpdate } from '@shared/schemas/profile';
import type { CurrentUser } from '@shared/schemas/user';
import { customer, renderScreen, tabTo } from '@/test/render-screen';
import ProfilePage from '../pages/profile-page';

const studio: Business = {
  company: 'Studio Uno',
  vatId: 'FR40303265045',
  purchaseOrderRequired: true,
  vatCheck: { status: 'valid', checkedAt: '2030-03-12T10:00:00.000Z', requestId: 'WAPIAAAAW1234' },
  payOnInvoice: false,
  paymentTermsDays: 14,
};

/**
 * From now on answers PATCH /api/me with `answer` and keeps the bodies it was sent; any other
 * request fails at once. After renderScreen, which stubs fetch itself.
 */
function answerSave(answer: { status: number; body: unknown }) {
  const sent: ProfileUpdate[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method !== 'PATCH' || !request.url.endsWith('/api/me')) return new Response(null, { status: 503 });
    sent.push((await request.json()) as ProfileUpdate);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

const renderProfile = (user: CurrentUser) => renderScreen(<ProfilePage />, { user });
const section = () => within(screen.getByRole('region', { name: /^Business/ }));
const toggle = () => section().getByRole('switch', { name: 'I rent for a business' });
const company = () => section().getByRole('textbox', { name: 'Company' });
const vatId = () => section().getByRole('textbox', { name: 'VAT number' });
const save = () => section().getByRole('button', { name: 'Save business details' });

describe('the business section of the profile', () => {
  it('is off for a private customer, its fields shown when turned on, labelled and described', async () => {
    const user = userEvent.setup();
    renderProfile(customer);
    expect(toggle()).toHaveProperty('checked', false);
    expect(section().queryByRole('textbox')).toBeNull();
    await user.click(toggle());
    expect(company()).toHaveProperty('required', true);
    expect(vatId()).toHaveProperty('required', true);
    const hint = document.getElementById(vatId().getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('With its country code, for example FR40303265045.');
    expect(section().getByRole('checkbox', { name: 'Our orders need a purchase-order number' })).toBeTruthy();
  });

  it('sends the business normalised when it is turned on and saved, then shows what VIES said', async () => {
    const user = userEvent.setup();
    renderProfile(customer);
    const sent = answerSave({ status: 200, body: { ...customer, business: studio } });
    await user.click(toggle());
    await user.type(company(), ' Studio Uno ');
    await user.type(vatId(), 'fr 403.032-650 45');
    await user.click(section().getByRole('checkbox', { name: 'Our orders need a purchase-order number' }));
    await user.click(save());
    expect(
      await section().findByText(
        "Checked in the EU's VIES register on 12 March 2030: valid. Proof number WAPIAAAAW1234.",
      ),
    ).toBeTruthy();
    expect(sent).toEqual([
      { business: { company: 'Studio Uno', vatId: 'FR40303265045', purchaseOrderRequired: true } },
    ]);
    expect(vatId()).toHaveProperty('value', 'FR40303265045');
  });

  it('refuses a VAT number of the wrong form under its field, in its own words, and sends nothing', async () => {
    const user = userEvent.setup();
    renderProfile(customer);
    const sent = answerSave({ status: 200, body: { ...customer, business: studio } });
    await user.click(toggle());
    await user.type(company(), 'Studio Uno');
    await user.type(vatId(), 'DE12345678');
    await user.click(save());
    const message = 'This is not the form of a VAT number starting with DE: check its digits.';
    expect(await section().findByText(message)).toBeTruthy();
    expect(vatId().getAttribute('aria-invalid')).toBe('true');
    expect(vatId().getAttribute('aria-describedby')).toContain(section().getByText(message).id);
    expect(sent).toHaveLength(0);
  });

  it("shows the server's refusal of the VAT number under its field, not its English message", async () => {
    const user = userEvent.setup();
    renderProfile(customer);
    answerSave({
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', message: 'Server words.', field: 'business.vatId' } },
    });
    await user.click(toggle());
    await user.type(company(), 'Studio Uno');
    await user.type(vatId(), 'DE123456789');
    await user.click(save());
    expect(
      await section().findByText('Enter the VAT number with its country code, for example FR40303265045.'),
    ).toBeTruthy();
    expect(vatId().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Server words.')).toBeNull();
  });

  it('shows a valid answer with its day and proof, and the terms of paying on invoice', () => {
    renderProfile({ ...customer, business: { ...studio, payOnInvoice: true, paymentTermsDays: 30 } });
    expect(toggle()).toHaveProperty('checked', true);
    expect(company()).toHaveProperty('value', 'Studio Uno');
    expect(
      section().getByText("Checked in the EU's VIES register on 12 March 2030: valid. Proof number WAPIAAAAW1234."),
    ).toBeTruthy();
    expect(section().getByText('The shop lets you pay on invoice, due 30 days after the invoice.')).toBeTruthy();
  });

  it('shows an unavailable answer with its day, and no terms when the shop has not allowed them', () => {
    renderProfile({
      ...customer,
      business: {
        ...studio,
        vatCheck: { status: 'unavailable', checkedAt: '2030-03-12T10:00:00.000Z', requestId: null },
      },
    });
    expect(
      section().getByText(
        "The EU's VIES register could not be reached on 12 March 2030; we check again when you save. Until it is confirmed, orders are charged VAT.",
      ),
    ).toBeTruthy();
    expect(section().queryByText(/pay on invoice/)).toBeNull();
  });

  it('hides the answer while another number is typed in', async () => {
    const user = userEvent.setup();
    renderProfile({ ...customer, business: studio });
    expect(section().getByTestId('vies-answer')).toBeTruthy();
    await user.clear(vatId());
    await user.type(vatId(), 'DE123456789');
    expect(section().queryByTestId('vies-answer')).toBeNull();
  });

  it('sends business: null when it is turned off and saved', async () => {
    const user = userEvent.setup();
    renderProfile({ ...customer, business: studio });
    const sent = answerSave({ status: 200, body: { ...customer, business: null } });
    await user.click(toggle());
    expect(section().queryByRole('textbox')).toBeNull();
    expect(section().getByText("Turned off: saving makes your account a private customer's again.")).toBeTruthy();
    await user.click(save());
    expect(await screen.findByText("Your account is a private customer's again.")).toBeTruthy();
    expect(sent).toEqual([{ business: null }]);
    expect(toggle()).toHaveProperty('checked', false);
  });

  it('is turned on and filled in by keyboard alone: switch, company, VAT number, purchase orders, Save', async () => {
    const user = userEvent.setup();
    renderProfile(customer);
    await tabTo(user, toggle());
    await user.keyboard(' ');
    expect(toggle()).toHaveProperty('checked', true);
    const order = [
      company(),
      vatId(),
      section().getByRole('checkbox', { name: 'Our orders need a purchase-order number' }),
      save(),
    ];
    let last = 0;
    for (const control of order) {
      const presses = await tabTo(user, control, 80);
      expect(presses).toBeGreaterThan(last);
      last = presses;
    }
  });
});
