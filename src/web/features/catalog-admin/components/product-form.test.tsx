// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { camera } from '@/test/catalog-fixtures';
import { renderScreen, tabTo, type Seed } from '@/test/render-screen';
import type { AdminProduct, ProductInput } from '@shared/schemas/catalog-admin';
import type { PriceTemplate } from '@shared/schemas/price-template';
import { priceTemplateListKey } from '../api/use-price-template-options';
import { ProductForm } from './product-form';

/** A price template as GET /api/admin/price-templates lists it: 85 % from 3 days, 60 % from 7. */
const weeklyLenses: PriceTemplate = {
  id: 4,
  name: 'Weekly lenses',
  tiers: [
    { minDays: 3, percent: 85 },
    { minDays: 7, percent: 60 },
  ],
  productCount: 2,
};
const halfPrice: PriceTemplate = { id: 5, name: 'Half price', tiers: [{ minDays: 2, percent: 50 }], productCount: 0 };

/**
 * What the form reads: the shop's VAT rates, the category picker's first answer, the price
 * templates (under the key features/price-templates lists them by), the name check.
 */
const seed = (...names: string[]): Seed => [
  [queryKeys.adminSettings, { vat: { standardRate: 19, reducedRates: [7] } }],
  [priceTemplateListKey, [weeklyLenses, halfPrice]],
  [
    queryKeys.catalogAdmin.list('categories', { options: 'all', q: '' }),
    { items: [{ id: 3, name: 'Cameras', parentName: null }], next: null },
  ],
  ...names.map((name): Seed[number] => [queryKeys.catalogAdmin.list('products', { exact: name }), [camera.id]]),
];

const field = (name: string) => screen.getByRole('textbox', { name });

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

  describe('price template', () => {
    const lens: AdminProduct = { ...camera, name: 'Sigma 35mm', dailyPrice: '39.90' };
    const following: AdminProduct = {
      ...lens,
      priceTemplateId: weeklyLenses.id,
      durationPrices: [
        { minDays: 3, dailyPrice: '33.92' },
        { minDays: 7, dailyPrice: '23.94' },
      ],
    };
    const templateSelect = () => screen.getByLabelText(/^Price template/, { selector: 'input' });
    /** Opens the choice and picks `name` (happy-dom never ends the dropdown's opening transition, so it stays hidden). */
    const choose = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
      await user.click(templateSelect());
      const listbox = await screen.findByRole('listbox', { name: /^Price template/, hidden: true });
      fireEvent.click(within(listbox).getByRole('option', { name, hidden: true }));
    };

    it('offers none and each template by name, none chosen for a product with its own prices', async () => {
      const user = userEvent.setup();
      renderScreen(<ProductForm product={lens} defaultCategory={null} onDone={() => {}} />, {
        seed: seed('Sigma 35mm'),
      });
      expect(templateSelect()).toHaveProperty('value', 'None — its own duration prices');
      expect(screen.getByRole('button', { name: 'Add a duration price' })).toBeTruthy();
      await user.click(templateSelect());
      const listbox = await screen.findByRole('listbox', { name: /^Price template/, hidden: true });
      expect(
        within(listbox)
          .getAllByRole('option', { hidden: true })
          .map((option) => option.textContent),
      ).toEqual(['None — its own duration prices', 'Weekly lenses', 'Half price']);
    });

    it('shows what a template gives at the typed daily price in place of the rows, and sends it without them', async () => {
      const user = userEvent.setup();
      const onDone = vi.fn();
      const weekly: AdminProduct = { ...lens, durationPrices: [{ minDays: 5, dailyPrice: '30.00' }] };
      renderScreen(<ProductForm product={weekly} defaultCategory={null} onDone={onDone} />, {
        seed: seed('Sigma 35mm'),
      });
      const sent = answerSave({ status: 200, body: following });
      await choose(user, 'Weekly lenses');
      expect(screen.queryAllByTestId('duration-row')).toEqual([]);
      expect(screen.queryByRole('button', { name: 'Add a duration price' })).toBeNull();
      const preview = screen.getByTestId('template-preview');
      expect(
        within(preview)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['3+ days: 85 % → €33.92/day', '7+ days: 60 % → €23.94/day']);
      expect(screen.getByTestId('template-customer-preview').textContent).toBe(
        'Customers see: 1 day €39.90 · 3+ days €33.92/day · 7+ days €23.94/day',
      );
      // The preview follows the daily price as it is typed.
      await user.clear(field('Daily price'));
      await user.type(field('Daily price'), '50');
      expect(
        within(preview)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['3+ days: 85 % → €42.50/day', '7+ days: 60 % → €30.00/day']);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onDone).toHaveBeenCalled());
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ dailyPrice: '50.00', priceTemplateId: 4, durationPrices: [] });
    });

    it('keeps the template of a product that follows one when it is saved', async () => {
      const user = userEvent.setup();
      const onDone = vi.fn();
      renderScreen(<ProductForm product={following} defaultCategory={null} onDone={onDone} />, {
        seed: seed('Sigma 35mm'),
      });
      const sent = answerSave({ status: 200, body: following });
      expect(templateSelect()).toHaveProperty('value', 'Weekly lenses');
      expect(screen.getByTestId('template-preview').textContent).toContain('7+ days: 60 % → €23.94/day');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onDone).toHaveBeenCalled());
      expect(sent[0]).toMatchObject({ priceTemplateId: 4, durationPrices: [] });
    });

    it('leaves a template for prices of its own, starting from what the template gave', async () => {
      const user = userEvent.setup();
      const onDone = vi.fn();
      renderScreen(
        <ProductForm product={{ ...following, durationPrices: [] }} defaultCategory={null} onDone={onDone} />,
        {
          seed: seed('Sigma 35mm'),
        },
      );
      const sent = answerSave({ status: 200, body: lens });
      await choose(user, 'None — its own duration prices');
      expect(screen.queryByTestId('template-preview')).toBeNull();
      expect(screen.getByTestId('duration-preview').textContent).toBe(
        'Customers see: 1 day €39.90 · 3+ days €33.92/day · 7+ days €23.94/day',
      );
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onDone).toHaveBeenCalled());
      expect(sent[0]).toMatchObject({
        priceTemplateId: null,
        durationPrices: [
          { minDays: 3, dailyPrice: '33.92' },
          { minDays: 7, dailyPrice: '23.94' },
        ],
      });
    });

    it('does not check the rows it does not send while a template is followed', async () => {
      const user = userEvent.setup();
      const onDone = vi.fn();
      // A row the product's own prices would refuse: not below the daily price.
      const refused: AdminProduct = { ...lens, durationPrices: [{ minDays: 3, dailyPrice: '45.00' }] };
      renderScreen(<ProductForm product={refused} defaultCategory={null} onDone={onDone} />, {
        seed: seed('Sigma 35mm'),
      });
      const sent = answerSave({ status: 200, body: following });
      await choose(user, 'Half price');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onDone).toHaveBeenCalled());
      expect(sent[0]).toMatchObject({ priceTemplateId: 5, durationPrices: [] });
    });

    it('says on the choice when the template chosen was deleted meanwhile', async () => {
      const user = userEvent.setup();
      const onDone = vi.fn();
      renderScreen(<ProductForm product={lens} defaultCategory={null} onDone={onDone} />, {
        seed: seed('Sigma 35mm'),
      });
      await choose(user, 'Half price');
      const refusal = {
        error: {
          code: 'PRICE_TEMPLATE_UNKNOWN',
          message: 'This price template does not exist.',
          field: 'priceTemplateId',
        },
      };
      // The save is refused; of the lists asked again after it, the templates' no longer has it.
      vi.stubGlobal('fetch', async (request: Request) => {
        if (request.method === 'PUT') {
          return new Response(JSON.stringify(refusal), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          });
        }
        if (!request.url.endsWith('/api/admin/price-templates')) return new Response(null, { status: 503 });
        return new Response(JSON.stringify({ items: [weeklyLenses], next: null }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      });
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('This template no longer exists: choose another, or none.')).toBeTruthy();
      expect(onDone).not.toHaveBeenCalled();
      // The list read again offers what is left; choosing again takes the message away.
      await choose(user, 'Weekly lenses');
      expect(screen.queryByText('This template no longer exists: choose another, or none.')).toBeNull();
    });
  });
});
