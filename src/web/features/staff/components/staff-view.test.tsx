// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@shared/schemas/user';
import { queryKeys } from '@/lib/query-keys';
import { admin, columnNames, counter, pages, renderScreen, type Seed } from '@/test/render-screen';
import { accountantBea, counterDana, inRole, managerMia, ownerAda } from '../lib/staff-fixtures';
import { StaffView } from './staff-view';

const seed = (people: AdminUser[]): Seed => [[queryKeys.staff.list({}), pages(people)]];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * From now on answers the PATCH of a role with `answer` (keeping what was sent), the staff asked
 * again with `list()`, and /api/me with the signed-in owner. After renderScreen, which stubs fetch.
 */
function stubServer(answer: (body: { role: string }) => Response, list: () => AdminUser[]) {
  const patches: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    if (request.method === 'PATCH') {
      const body = (await request.json()) as { role: string };
      patches.push({ url: url.pathname, body });
      return answer(body);
    }
    if (url.pathname === '/api/me') return json(admin);
    return json({ items: list(), next: null });
  });
  return patches;
}

const roleOf = (name: string) => screen.getByLabelText(`Role of ${name}`, { selector: 'input' });

/** The role select of `name`, opened, and the option `option` clicked (happy-dom never ends the dropdown's transition). */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string, option: string) {
  const input = roleOf(name);
  await user.click(input);
  // Its own list of options: the one the box says it controls once open.
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

describe('StaffView', () => {
  it('lists the staff with their roles, the owner’s own marked, and what each role may do', () => {
    renderScreen(<StaffView />, { seed: seed([ownerAda, accountantBea, counterDana, managerMia]) });
    expect(screen.getByRole('heading', { name: 'Staff', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite someone' })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(columnNames(table)).toEqual(['Person', 'Role']);
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Ada Admin')).toBeTruthy();
    expect(within(first!).getByText('ada@example.com')).toBeTruthy();
    expect(within(first!).getByText('You')).toBeTruthy();
    expect(within(second!).queryByText('You')).toBeNull();
    expect(roleOf('Ada Admin')).toHaveProperty('value', 'Owner');
    expect(roleOf('Bea Books')).toHaveProperty('value', 'Accountant');
    expect(roleOf('Dana Desk')).toHaveProperty('value', 'Counter');
    expect(within(third!).getByText('dana@example.com')).toBeTruthy();
    expect(roleOf('Mia Manager')).toHaveProperty('value', 'Manager');

    const roles = screen.getByRole('region', { name: 'What each role may do' });
    expect(within(roles).getByText('Everything, and the only one who invites staff and changes roles.')).toBeTruthy();
    expect(
      within(roles).getByText(
        'Runs the hand-over desk, takes orders, quotes and payments; no refunds, prices, catalogue, settings or staff.',
      ),
    ).toBeTruthy();
    expect(
      within(roles)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Owner', 'Manager', 'Counter', 'Accountant']);
  });

  it('changes a role at once, says so and shows the new role', async () => {
    const user = userEvent.setup();
    renderScreen(<StaffView />, { seed: seed([ownerAda, counterDana]) });
    const patches = stubServer(
      () => json(inRole(counterDana, 'accountant')),
      () => [ownerAda, inRole(counterDana, 'accountant')],
    );
    await choose(user, 'Dana Desk', 'Accountant');
    expect(await screen.findByText("Dana Desk's role is now Accountant.")).toBeTruthy();
    expect(patches).toEqual([{ url: '/api/admin/users/counter-1', body: { role: 'accountant' } }]);
    // The list asked again after the change answers with the new role too.
    await waitFor(() => expect(roleOf('Dana Desk')).toHaveProperty('value', 'Accountant'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before taking someone off the staff, and sends nothing when the owner keeps the role', async () => {
    const user = userEvent.setup();
    renderScreen(<StaffView />, { seed: seed([ownerAda, counterDana]) });
    const patches = stubServer(
      () => json(inRole(counterDana, 'customer')),
      () => [ownerAda],
    );
    await choose(user, 'Dana Desk', 'Not staff (customer)');
    let dialog = await screen.findByRole('dialog', { name: 'Take Dana Desk off the staff?' });
    expect(
      within(dialog).getByText('Dana Desk keeps their account as a customer, but can no longer open the dashboard.'),
    ).toBeTruthy();
    // The safe answer has the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep the role' })),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches).toEqual([]);
    expect(roleOf('Dana Desk')).toHaveProperty('value', 'Counter');

    await choose(user, 'Dana Desk', 'Not staff (customer)');
    dialog = await screen.findByRole('dialog', { name: 'Take Dana Desk off the staff?' });
    await user.click(within(dialog).getByRole('button', { name: 'Take off the staff' }));
    expect(await screen.findByText('Dana Desk is no longer on the staff.')).toBeTruthy();
    expect(patches).toEqual([{ url: '/api/admin/users/counter-1', body: { role: 'customer' } }]);
    await waitFor(() => expect(screen.queryByText('dana@example.com')).toBeNull());
  });

  it('asks the owner before giving up her own role, and says why the last owner cannot', async () => {
    const user = userEvent.setup();
    renderScreen(<StaffView />, { seed: seed([ownerAda, counterDana]) });
    const patches = stubServer(
      () =>
        json(
          {
            error: {
              code: 'LAST_OWNER',
              message: "This is the shop's last owner: make someone else owner first, then change this role.",
            },
          },
          409,
        ),
      () => [ownerAda, counterDana],
    );
    await choose(user, 'Ada Admin', 'Manager');
    const dialog = await screen.findByRole('dialog', { name: "Give up your owner's role?" });
    expect(within(dialog).getByText(/^As Manager you can no longer manage the staff/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Change my role' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      "This is the shop's last owner: make someone else owner first, then change this role.",
    );
    expect(patches).toEqual([{ url: '/api/admin/users/admin-1', body: { role: 'manager' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(roleOf('Ada Admin')).toHaveProperty('value', 'Owner');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the server refuses the change to a role that may not make it', async () => {
    const user = userEvent.setup();
    renderScreen(<StaffView />, { seed: seed([ownerAda, counterDana]) });
    stubServer(
      () =>
        json(
          {
            error: {
              code: 'ROLE_FORBIDDEN',
              message: "Your role (manager) does not allow this: ask the shop's owner if you need it.",
            },
          },
          403,
        ),
      () => [ownerAda, counterDana],
    );
    await choose(user, 'Dana Desk', 'Manager');
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Your role does not allow this: ask the shop's owner if you need it.",
    );
    expect(roleOf('Dana Desk')).toHaveProperty('value', 'Counter');
  });

  it('shows anyone but the owner the staff read-only, with who manages it', () => {
    renderScreen(<StaffView />, { user: counter, seed: seed([ownerAda, counterDana]) });
    expect(
      screen.getByText("Only the shop's owner manages staff: you can see who is on it and what each role may do."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite someone' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    const [, first, second] = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(first!).getByText('Owner')).toBeTruthy();
    expect(within(second!).getByText('Counter')).toBeTruthy();
    expect(within(second!).getByText('You')).toBeTruthy();
  });

  it('searches the staff only, by name or e-mail', async () => {
    const user = userEvent.setup();
    renderScreen(<StaffView />, { seed: seed([ownerAda, counterDana, managerMia]) });
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      asked.push(new URL(request.url).search);
      return json({ items: [counterDana], next: null });
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search the staff' }), 'dana{Enter}');
    await waitFor(() => expect(screen.queryByText('Mia Manager')).toBeNull());
    expect(screen.getByText('Dana Desk')).toBeTruthy();
    expect(asked).toEqual(['?staff=true&q=dana']);
  });

  it('shows cards where the table does not fit, each with its role', () => {
    renderScreen(<StaffView />, { seed: seed([ownerAda, counterDana]), width: 390 });
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getAllByRole('list')[0]!;
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Ada Admin')).toBeTruthy();
    expect(within(second!).getByLabelText('Role of Dana Desk', { selector: 'input' })).toHaveProperty(
      'value',
      'Counter',
    );
  });
});
