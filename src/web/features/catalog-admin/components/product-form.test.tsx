// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { camera } from '@/test/catalog-fixtures';
import { renderScreen, tabTo, type Seed } from '@/test/render-screen';
import type { AdminProduct, ProductInput } from '@shared/schemas/catalog-admin';
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

  describe('duration prices', () => {
    const weekly: AdminProduct = {
      ...camera,
      durationPrices: [
        { minDays: 3, dailyPrice: '40.00' },
        { minDays: 7, dailyPrice: '30.00' },
      ],
    };
    const rows = () => screen.getAllByTestId('duration-row');
    const daysOf = (row: HTMLElement) => within(row).getByRole('textbox', { name: 'From' });
    const priceOf = (row: HTMLElement) => within(row).getByRole('textbox', { name: 'Lower daily price' });

    /**
     * From now on answers the save with `answer` and keeps the input it was sent; any other request
     * (the lists refreshed after a save) fails at once. After renderScreen, which stubs fetch itself.
     */
    function answerSave(answer: { status: number; body: unknown }) {
      const sent: ProductInput[] = [];
      vi.stubGlobal('fetch', async (request: Request) => {
        if (request.method !== 'PUT') return new Response(null, { status: 503 });
        sent.push((await request.json()) as ProductInput);
        return new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        });
      });
      return sent;
    }

    it('shows a product’s duration prices and how a customer reads them', () => {
      renderScreen(<ProductForm product={weekly} defaultCategory={null} onDone={() => {}} />, {
        seed: seed('Canon R5'),
      });
      expect(rows().map((row) => [daysOf(row).getAttribute('value'), priceOf(row).getAttribute('value')])).toEqual([
        ['3 days', '40.00'],
        ['7 days', '30.00'],
      ]);
      expect(screen.getByTestId('duration-preview').textContent).toBe(
        'Customers see: 1 day €45.00 · 3+ days €40.00/day · 7+ days €30.00/day',
      );
      expect(screen.getByRole('group', { name: 'Duration prices' })).toBeTruthy();
    });

    it('adds a row with the focus in its days, and removes one by its named button', async () => {
      const user = userEvent.setup();
      renderScreen(<ProductForm product={weekly} defaultCategory={null} onDone={() => {}} />, {
        seed: seed('Canon R5'),
      });
      await user.click(screen.getByRole('button', { name: 'Add a duration price' }));
      expect(rows()).toHaveLength(3);
      expect(document.activeElement).toBe(daysOf(rows()[2]!));
      await user.type(daysOf(rows()[2]!), '14');
      await user.type(priceOf(rows()[2]!), '25,5');
      expect(screen.getByTestId('duration-preview').textContent).toContain('14+ days €25.50/day');
      await user.click(screen.getByRole('button', { name: 'Remove the price from 3 days' }));
      expect(rows().map((row) => daysOf(row).getAttribute('value'))).toEqual(['7 days', '14 days']);
      expect(screen.queryByRole('button', { name: 'Remove the price from 3 days' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Remove the price from 14 days' })).toBeTruthy();
    });

    it('reaches each row’s days, price and remove button, then Add, by keyboard', async () => {
      const user = userEvent.setup();
      renderScreen(<ProductForm product={weekly} defaultCategory={null} onDone={() => {}} />, {
        seed: seed('Canon R5'),
      });
      const order = [
        screen.getByRole('textbox', { name: /Buffer after each rental/ }),
        ...rows().flatMap((row) => [daysOf(row), priceOf(row), within(row).getByRole('button')]),
        screen.getByRole('button', { name: 'Add a duration price' }),
        screen.getByLabelText(/^Category/, { selector: 'input' }),
      ];
      let last = 0;
      for (const control of order) {
        const presses = await tabTo(user, control, 60);
        expect(presses).toBeGreaterThan(last);
        last = presses;
      }
    });

    it('stops adding at 8 prices', async () => {
      const user = userEvent.setup();
      renderScreen(<ProductForm product={camera} defaultCategory={null} onDone={() => {}} />, {
        seed: seed('Canon R5'),
      });
      expect(screen.getByText('None yet: every day costs the daily price.')).toBeTruthy();
      const add = screen.getByRole('button', { name: 'Add a duration price' });
      for (let i = 0; i < 8; i++) await user.click(add);
      expect(rows()).toHaveLength(8);
      expect(add.hasAttribute('disabled')).toBe(true);
      expect(screen.getByText('A product has at most 8 duration prices.')).toBeTruthy();
    });

    it('refuses a price not below the daily price, days out of range or twice, and does not save', async () => {
      const user = userEvent.setup();
      const onDone = vi.fn();
      renderScreen(<ProductForm product={weekly} defaultCategory={null} onDone={onDone} />, {
        seed: seed('Canon R5'),
      });
      const sent = answerSave({ status: 200, body: weekly });
      await user.clear(priceOf(rows()[0]!));
      await user.type(priceOf(rows()[0]!), '45');
      await user.click(screen.getByRole('button', { name: 'Add a duration price' }));
      await user.type(daysOf(rows()[2]!), '1');
      await user.click(screen.getByRole('button', { name: 'Add a duration price' }));
      await user.type(daysOf(rows()[3]!), '7');
      await user.type(priceOf(rows()[3]!), '42');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(within(rows()[0]!).getByText('Enter less than the daily price of €45.00.')).toBeTruthy();
      expect(priceOf(rows()[0]!).getAttribute('aria-invalid')).toBe('true');
      expect(within(rows()[2]!).getByText('Enter a whole number of days from 2 to 365.')).toBeTruthy();
      expect(within(rows()[2]!).getByText('Enter the daily price from these days on.')).toBeTruthy();
      expect(within(rows()[3]!).getByText('There is already a price from 7 days.')).toBeTruthy();
      expect(onDone).not.toHaveBeenCalled();
      expect(sent).toEqual([]);
    });

    it('refuses a longer rental that does not pay less a day, naming the price for fewer days', async () => {
      const user = userEvent.setup();
      renderScreen(<ProductForm product={weekly} defaultCategory={null} onDone={() => {}} />, {
        seed: seed('Canon R5'),
      });
      await user.clear(priceOf(rows()[1]!));
      await user.type(priceOf(rows()[1]!), '40');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        within(rows()[1]!).getByText('Enter less than the price from 3 days (€40.00): more days cost less a day.'),
      ).toBeTruthy();
    });

    it('sends the duration prices with the product, so saving keeps them', async () => {
      const user = userEvent.setup();
      const onDone = vi.fn();
      renderScreen(<ProductForm product={weekly} defaultCategory={null} onDone={onDone} />, {
        seed: seed('Canon R5'),
      });
      const sent = answerSave({ status: 200, body: weekly });
      await user.click(screen.getByRole('button', { name: 'Add a duration price' }));
      await user.type(daysOf(rows()[2]!), '14');
      await user.type(priceOf(rows()[2]!), '24,9');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onDone).toHaveBeenCalled());
      expect(sent[0]?.durationPrices).toEqual([
        { minDays: 3, dailyPrice: '40.00' },
        { minDays: 7, dailyPrice: '30.00' },
        { minDays: 14, dailyPrice: '24.90' },
      ]);
    });

    it('shows the server’s refusal of a duration price on that row, in the admin’s words', async () => {
      const user = userEvent.setup();
      const onDone = vi.fn();
      renderScreen(<ProductForm product={weekly} defaultCategory={null} onDone={onDone} />, {
        seed: seed('Canon R5'),
      });
      answerSave({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'A duration price is above 0 and below the daily price.',
            field: 'durationPrices.1.dailyPrice',
          },
        },
      });
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await within(rows()[1]!).findByText(
          'The shop refused this price: above 0, below the daily price and below the price for fewer days.',
        ),
      ).toBeTruthy();
      expect(priceOf(rows()[1]!).getAttribute('aria-invalid')).toBe('true');
      expect(priceOf(rows()[0]!).getAttribute('aria-invalid')).not.toBe('true');
      expect(onDone).not.toHaveBeenCalled();
    });
  });
});
