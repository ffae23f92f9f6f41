// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PriceTemplate } from '@shared/schemas/price-template';
import { paths } from '@/lib/paths';
import { columnNames, renderScreen, tabTo, type Seed } from '@/test/render-screen';
import { priceTemplateKeys } from '../api/price-template-keys';
import { fortnight, weekly } from '../lib/template-fixtures';
import { PriceTemplatesView } from './price-templates-view';

const seed = (templates: PriceTemplate[]): Seed => [[priceTemplateKeys.list, templates]];

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('PriceTemplatesView', () => {
  it('lists each template: its name, its tiers by days, and how many products follow it', () => {
    renderScreen(<PriceTemplatesView />, { seed: seed([weekly, fortnight]) });
    expect(screen.getByRole('heading', { name: 'Price templates', level: 1 })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(columnNames(table)).toEqual(['Name', 'Duration prices', 'Products following', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(cells(first!)).toEqual([
      'Lenses by the week',
      '3+ days 85 % · 7+ days 60 %',
      '2 products',
      'EditDeleteHistory',
    ]);
    expect(cells(second!)).toEqual(['Lighting by the fortnight', '14+ days 50 %', 'None yet', 'EditDeleteHistory']);
    expect(within(first!).getByRole('link', { name: 'History of Lenses by the week' }).getAttribute('href')).toBe(
      paths.dashboard.auditLog.getHref({ entity: 'price-template', entityId: 4 }),
    );
  });

  it('shows cards where the table does not fit, and says what templates are for while there are none', () => {
    const { unmount } = renderScreen(<PriceTemplatesView />, { seed: seed([weekly]), width: 390 });
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('Lenses by the week')).toBeTruthy();
    expect(within(card).getByText('Followed by 2 products')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Edit Lenses by the week' })).toBeTruthy();
    unmount();
    renderScreen(<PriceTemplatesView />, { seed: seed([]) });
    expect(screen.getByText(/^No price templates yet\./)).toBeTruthy();
  });

  it('opens a template’s form by keyboard, and "New template" afresh', async () => {
    const user = userEvent.setup();
    renderScreen(<PriceTemplatesView />, { seed: seed([weekly]) });
    await tabTo(user, screen.getByRole('button', { name: 'Edit Lenses by the week' }));
    await user.keyboard('{Enter}');
    let dialog = await screen.findByRole('dialog', { name: 'Edit price template' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveProperty('value', 'Lenses by the week');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'New template' }));
    dialog = await screen.findByRole('dialog', { name: 'New price template' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveProperty('value', '');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /^Name/ })));
  });

  it('asks before deleting, saying its products keep their prices, and deletes it', async () => {
    const user = userEvent.setup();
    renderScreen(<PriceTemplatesView />, { seed: seed([weekly, fortnight]) });
    const deleted: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      if (request.method === 'DELETE') {
        deleted.push(request.url);
        return new Response(null, { status: 204 });
      }
      return new Response(JSON.stringify({ items: [fortnight], next: null }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    await user.click(screen.getByRole('button', { name: 'Delete Lenses by the week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete price template' });
    expect(within(dialog).getByText('Delete the price template “Lenses by the week”?')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'The 2 products that follow it keep the duration prices they have now, as their own: nothing changes for customers.',
      ),
    ).toBeTruthy();
    // The button that cannot be undone is not the one the popup starts on.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })));
    await user.click(within(dialog).getByRole('button', { name: 'Delete template' }));
    expect(await screen.findByText('Price template “Lenses by the week” deleted')).toBeTruthy();
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatch(/\/api\/admin\/price-templates\/4$/);
    await waitFor(() => expect(screen.queryByText('Lenses by the week')).toBeNull());
  });
});
