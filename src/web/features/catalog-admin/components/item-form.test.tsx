// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Item } from '@shared/schemas/catalog-admin';
import { queryKeys } from '@/lib/query-keys';
import { renderScreen, tabTo, type Seed } from '@/test/render-screen';
import { ItemForm } from './item-form';

const unit: Item = {
  id: 40,
  serialNumber: 'R5-0001',
  productId: 12,
  productName: 'Canon R5',
  status: 'Operational',
  hasRentals: true,
  serviceDue: false,
  lastServicedAt: '2030-01-01T00:00:00.000Z',
  rentalsSinceService: 0,
  outForService: false,
};

/** The product picker's first answer, and the serial number check of an edited item. */
const seed = (...serials: string[]): Seed => [
  [
    queryKeys.catalogAdmin.list('products', { options: true, q: '' }),
    { items: [{ id: 12, name: 'Canon R5', kitParts: [] }], next: null },
  ],
  ...serials.map((serial): Seed[number] => [queryKeys.catalogAdmin.list('items', { exact: serial }), [unit.id]]),
];

describe('ItemForm', () => {
  it('starts a new item empty and operational, with the list’s product', () => {
    renderScreen(<ItemForm item={null} defaultProduct={{ value: 12, label: 'Canon R5' }} onDone={() => {}} />, {
      seed: seed(),
    });
    expect(screen.getByRole('textbox', { name: 'Serial number' })).toHaveProperty('value', '');
    expect(screen.getByLabelText(/^Product/, { selector: 'input' })).toHaveProperty('value', 'Canon R5');
    expect(screen.getByRole('radio', { name: 'Operational' })).toHaveProperty('checked', true);
  });

  it('keeps a rented item with its product', () => {
    renderScreen(<ItemForm item={unit} defaultProduct={null} onDone={() => {}} />, { seed: seed('R5-0001') });
    expect(screen.getByRole('textbox', { name: 'Serial number' })).toHaveProperty('value', 'R5-0001');
    expect(screen.getByLabelText(/^Product/, { selector: 'input' })).toHaveProperty('disabled', true);
    expect(screen.getByText('This item has been rented, so it stays with its product.')).toBeTruthy();
  });

  it('asks for the serial number and the product when they are missing', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<ItemForm item={null} defaultProduct={null} onDone={onDone} />, { seed: seed() });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter the serial number.')).toBeTruthy();
    expect(screen.getByText('Choose a product.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Serial number' }).getAttribute('aria-invalid')).toBe('true');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('reaches the serial number, the product, the status and Save by keyboard; arrows change the status', async () => {
    const user = userEvent.setup();
    renderScreen(<ItemForm item={null} defaultProduct={null} onDone={() => {}} />, { seed: seed() });
    const serial = await tabTo(user, screen.getByRole('textbox', { name: 'Serial number' }));
    const product = await tabTo(user, screen.getByLabelText(/^Product/, { selector: 'input' }));
    const status = await tabTo(user, screen.getByRole('radio', { name: 'Operational' }));
    const save = await tabTo(user, screen.getByRole('button', { name: 'Save' }));
    expect([serial, product, status, save]).toEqual([...[serial, product, status, save]].sort((a, b) => a - b));
    await tabTo(user, screen.getByRole('radio', { name: 'Operational' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Non-operational' })).toHaveProperty('checked', true);
  });
});
