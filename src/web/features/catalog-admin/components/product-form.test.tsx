// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { camera } from '@/test/catalog-fixtures';
import { renderScreen, tabTo, type Seed } from '@/test/render-screen';
import { ProductForm } from './product-form';

/** What the form reads: the shop's VAT rates, the category picker's first answer, the name check. */
const seed = (...names: string[]): Seed => [
  [queryKeys.adminSettings, { vat: { standardRate: 19, reducedRates: [7] } }],
  [
    queryKeys.catalogAdmin.list('categories', { options: 'all', q: '' }),
    { items: [{ id: 3, name: 'Cameras', parentName: null }], next: null },
  ],
  ...names.map((name): Seed[number] => [queryKeys.catalogAdmin.list('products', { exact: name }), [camera.id]]),
];

const field = (name: string) => screen.getByRole('textbox', { name });

describe('ProductForm', () => {
  it('starts a new product empty, with no deposit, the standard VAT rate and its picture for later', () => {
    renderScreen(<ProductForm product={null} defaultCategory={null} onDone={() => {}} />, { seed: seed() });
    expect(field('Name')).toHaveProperty('value', '');
    expect(field('Daily price')).toHaveProperty('value', '');
    expect(field('Deposit')).toHaveProperty('value', '0');
    expect(field('Brand')).toHaveProperty('value', '');
    expect(screen.getByLabelText('VAT rate', { selector: 'input' })).toHaveProperty('value', 'Standard (19 %)');
    expect(screen.getByRole('radio', { name: 'Units of its own' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(/picture/i)).toBeTruthy();
  });

  it('shows an edited product’s values', () => {
    renderScreen(<ProductForm product={camera} defaultCategory={null} onDone={() => {}} />, { seed: seed('Canon R5') });
    expect(field('Name')).toHaveProperty('value', 'Canon R5');
    expect(field('Description')).toHaveProperty('value', 'Full-frame mirrorless body.');
    expect(field('Daily price')).toHaveProperty('value', '45.00');
    expect(field('Deposit')).toHaveProperty('value', '300.00');
    expect(field('Model')).toHaveProperty('value', 'R5');
    expect(screen.getByLabelText(/^Category/, { selector: 'input' })).toHaveProperty('value', 'Cameras');
    expect(screen.getByRole('textbox', { name: /Buffer after each rental/ })).toHaveProperty('value', '1 days');
  });

  it('says what is missing and what is wrong, and does not close', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<ProductForm product={null} defaultCategory={null} onDone={onDone} />, { seed: seed() });
    await user.type(field('Daily price'), '12.345');
    await user.clear(field('Deposit'));
    await user.type(field('Deposit'), 'ten');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText("Enter the product's name.")).toBeTruthy();
    expect(screen.getByText('Enter an amount in euros with at most two decimals, e.g. 12.50.')).toBeTruthy();
    expect(screen.getByText('Enter the brand.')).toBeTruthy();
    expect(screen.getByText('Enter the model.')).toBeTruthy();
    expect(screen.getByText('Choose a category.')).toBeTruthy();
    expect(field('Daily price').getAttribute('aria-invalid')).toBe('true');
    expect(field('Deposit').getAttribute('aria-invalid')).toBe('true');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('reaches every field and Save by keyboard, in reading order', async () => {
    const user = userEvent.setup();
    renderScreen(<ProductForm product={camera} defaultCategory={null} onDone={() => {}} />, { seed: seed('Canon R5') });
    const order = [
      field('Name'),
      field('Description'),
      field('Daily price'),
      field('Deposit'),
      field('Brand'),
      field('Model'),
      screen.getByLabelText('VAT rate', { selector: 'input' }),
      screen.getByLabelText(/^Category/, { selector: 'input' }),
      screen.getByRole('button', { name: 'Save' }),
    ];
    let last = 0;
    for (const control of order) {
      const presses = await tabTo(user, control, 60);
      expect(presses).toBeGreaterThan(last);
      last = presses;
    }
  });
});
