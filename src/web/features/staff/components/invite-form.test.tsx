// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StaffInvitation } from '@shared/schemas/user';
import { renderScreen, tabTo } from '@/test/render-screen';
import { counterDana, invitedNow } from '../lib/staff-fixtures';
import { InviteForm } from './invite-form';

/**
 * From now on answers POST /api/admin/staff with `answer`, keeping what was sent; any other
 * request (the staff asked again after a change) fails at once. After renderScreen, which stubs fetch.
 */
function answerInvite(answer: { status: number; body: unknown }) {
  const sent: StaffInvitation[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method !== 'POST') return new Response(null, { status: 503 });
    sent.push((await request.json()) as StaffInvitation);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

const refusal = (status: number, code: string, field?: string) => ({
  status,
  body: { error: { code, message: 'refused', ...(field ? { field } : {}) } },
});

const email = () => screen.getByRole('textbox', { name: /^E-mail/ });
const fullName = () => screen.getByRole('textbox', { name: /^Full name/ });
const send = () => screen.getByRole('button', { name: 'Send invitation' });

describe('InviteForm', () => {
  it('offers the four roles with what each may do, the counter chosen, and the language of the screen', () => {
    renderScreen(<InviteForm onDone={() => {}} />);
    const roles = screen.getByRole('radiogroup', { name: /^Role/ });
    expect(
      within(roles)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['counter', 'accountant', 'manager', 'owner']);
    expect(within(roles).getByRole('radio', { name: 'Counter' })).toHaveProperty('checked', true);
    expect(
      within(roles).getByText(
        'Reads orders, customers, invoices and exports, and records payments received; changes nothing else.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language of the invitation' })).toHaveProperty('value', 'en');
  });

  it('sends the e-mail, the name, the role and the language, by keyboard, and says the invitation went out', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<InviteForm onDone={onDone} />);
    const sent = answerInvite({ status: 201, body: invitedNow('bea@example.com', 'Bea Books', 'accountant') });
    await tabTo(user, email());
    await user.keyboard(' bea@example.com ');
    await user.tab();
    await user.keyboard('Bea Books');
    // Into the roles: Tab reaches the chosen one, the arrow keys move the choice.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Counter' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Accountant' })).toHaveProperty('checked', true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the invitation' }), 'Deutsch');
    await tabTo(user, send());
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Invitation sent to bea@example.com')).toBeTruthy();
    expect(sent).toEqual([{ email: 'bea@example.com', fullName: 'Bea Books', role: 'accountant', language: 'de' }]);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('leaves the name out when none is typed, and says when the account existed and only got the role', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<InviteForm onDone={onDone} />);
    const sent = answerInvite({ status: 201, body: counterDana });
    await user.type(email(), 'dana@example.com');
    await user.click(send());
    expect(await screen.findByText('dana@example.com already had an account: their role is now Counter.')).toBeTruthy();
    expect(sent).toEqual([{ email: 'dana@example.com', role: 'counter', language: 'en' }]);
  });

  it('asks for a valid e-mail under its field before sending anything', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<InviteForm onDone={onDone} />);
    const sent = answerInvite({ status: 201, body: counterDana });
    await user.click(send());
    expect(screen.getByText("Enter the person's e-mail address.")).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
    await user.type(email(), 'dana.example.com');
    await user.click(send());
    expect(screen.getByText('Enter a valid e-mail address, such as name@example.com.')).toBeTruthy();
    expect(sent).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says under the field what the server refused, and keeps the form open', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<InviteForm onDone={onDone} />);
    answerInvite(refusal(400, 'VALIDATION_ERROR', 'fullName'));
    await user.type(email(), 'nico@example.com');
    await user.type(fullName(), 'Nico');
    await user.click(send());
    expect(
      await screen.findByText('Enter the name on one line, at most 100 characters, or leave it empty.'),
    ).toBeTruthy();
    expect(fullName().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(fullName()));
    expect(await screen.findByText('Error submitting')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says why the last owner’s own address cannot be given another role', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<InviteForm onDone={onDone} />);
    answerInvite(refusal(409, 'LAST_OWNER'));
    await user.type(email(), 'ada@example.com');
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(
      "This is the shop's last owner: make someone else owner first, then change this role.",
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
