// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PriceTemplateInput } from '@shared/schemas/price-template';
import { renderScreen, tabTo } from '@/test/render-screen';
import { weekly } from '../lib/template-fixtures';
import { TemplateForm } from './template-form';

/**
 * From now on answers the save (POST or PUT) with `answer`, keeping what was sent and how; any
 * other request (the lists asked again after a save) fails at once. After renderScreen, which
 * stubs fetch itself.
 */
function answerSave(answer: { status: number; body: unknown }) {
  const sent: { method: string; url: string; body: PriceTemplateInput }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method !== 'POST' && request.method !== 'PUT') return new Response(null, { status: 503 });
    sent.push({ method: request.method, url: request.url, body: (await request.json()) as PriceTemplateInput });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

const refusal = (status: number, code: string, field: string) => ({
  status,
  body: { error: { code, message: 'refused', field } },
});

const name = () => screen.getByRole('textbox', { name: /^Name/ });
const rows = () => screen.getAllByTestId('tier-row');
const daysOf = (row: HTMLElement) => within(row).getByRole('textbox', { name: 'From' });
const percentOf = (row: HTMLElement) => within(row).getByRole('textbox', { name: 'Of the daily price' });
const exampleOf = (row: HTMLElement) => within(row).getByTestId('tier-example').textContent;

describe('TemplateForm', () => {
  it('starts a new template with one empty tier, and shows what each percentage makes of €100.00', async () => {
    const user = userEvent.setup();
    renderScreen(<TemplateForm template={null} onDone={() => {}} />);
    expect(name()).toHaveProperty('value', '');
    expect(rows()).toHaveLength(1);
    expect(exampleOf(rows()[0]!)).toBe('—');
    await user.type(percentOf(rows()[0]!), '85');
    expect(exampleOf(rows()[0]!)).toBe('€100.00 a day → €85.00');
    expect(screen.getByRole('button', { name: 'Create template' })).toBeTruthy();
  });

  it('is filled in by keyboard: the name, a tier, Add for the next one, and sent in the rows’ order', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<TemplateForm template={null} onDone={onDone} />);
    const sent = answerSave({ status: 201, body: { ...weekly, productCount: 0 } });
    await tabTo(user, name());
    await user.keyboard('Lenses by the week');
    await user.tab();
    await user.keyboard('3');
    await user.tab();
    await user.keyboard('85');
    await user.tab();
    expect(document.activeElement).toBe(
      within(rows()[0]!).getByRole('button', { name: 'Remove the price from 3 days' }),
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a duration price' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(daysOf(rows()[1]!));
    await user.keyboard('7');
    await user.tab();
    await user.keyboard('60{Enter}');
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(sent).toEqual([
      {
        method: 'POST',
        url: expect.stringMatching(/\/api\/admin\/price-templates$/),
        body: {
          name: 'Lenses by the week',
          tiers: [
            { minDays: 3, percent: 85 },
            { minDays: 7, percent: 60 },
          ],
        },
      },
    ]);
  });

  it('refuses a missing name, days out of range or twice, and more days not costing less a day', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<TemplateForm template={null} onDone={onDone} />);
    const sent = answerSave({ status: 201, body: weekly });
    await user.type(daysOf(rows()[0]!), '3');
    await user.type(percentOf(rows()[0]!), '85');
    for (const [days, percent] of [
      ['7', '90'],
      ['3', '50'],
      ['1', '100'],
    ]) {
      await user.click(screen.getByRole('button', { name: 'Add a duration price' }));
      const row = rows().at(-1)!;
      await user.type(daysOf(row), days!);
      await user.type(percentOf(row), percent!);
    }
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    expect(screen.getByText('Give the template a name.')).toBeTruthy();
    expect(document.activeElement).toBe(name());
    expect(within(rows()[1]!).getByText('Enter less than for 3 days (85 %): more days cost less a day.')).toBeTruthy();
    expect(within(rows()[2]!).getByText('There is already a price from 3 days.')).toBeTruthy();
    expect(within(rows()[3]!).getByText('Enter a whole number of days from 2 to 365.')).toBeTruthy();
    expect(within(rows()[3]!).getByText('Enter a whole percentage from 1 to 99.')).toBeTruthy();
    expect(percentOf(rows()[1]!).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('asks for at least one tier', async () => {
    const user = userEvent.setup();
    renderScreen(<TemplateForm template={null} onDone={() => {}} />);
    await user.type(name(), 'Nothing');
    await user.click(screen.getByRole('button', { name: 'Remove duration price 1' }));
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    expect(within(screen.getByTestId('template-tiers')).getByRole('alert').textContent).toBe(
      'Add at least one duration price.',
    );
  });

  it('edits a template with its tiers, says its products follow, and sends it to its address', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<TemplateForm template={weekly} onDone={onDone} />);
    const sent = answerSave({ status: 200, body: weekly });
    expect(name()).toHaveProperty('value', 'Lenses by the week');
    expect(rows().map((row) => [daysOf(row).getAttribute('value'), percentOf(row).getAttribute('value')])).toEqual([
      ['3 days', '85 %'],
      ['7 days', '60 %'],
    ]);
    expect(rows().map(exampleOf)).toEqual(['€100.00 a day → €85.00', '€100.00 a day → €60.00']);
    expect(
      screen.getByText('2 products follow this template: saving changes their duration prices at once.'),
    ).toBeTruthy();
    await user.clear(percentOf(rows()[1]!));
    await user.type(percentOf(rows()[1]!), '55');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.url).toMatch(/\/api\/admin\/price-templates\/4$/);
    expect(sent[0]?.body.tiers).toEqual([
      { minDays: 3, percent: 85 },
      { minDays: 7, percent: 55 },
    ]);
  });

  it('says on the name that it is taken, and on the row the server refused, counted in days order', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<TemplateForm template={null} onDone={onDone} />);
    answerSave(refusal(409, 'PRICE_TEMPLATE_EXISTS', 'name'));
    await user.type(name(), 'Lenses by the week');
    await user.type(daysOf(rows()[0]!), '7');
    await user.type(percentOf(rows()[0]!), '60');
    await user.click(screen.getByRole('button', { name: 'Add a duration price' }));
    await user.type(daysOf(rows()[1]!), '3');
    await user.type(percentOf(rows()[1]!), '85');
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    expect(await screen.findByText('There is a price template with this name already.')).toBeTruthy();
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name());

    // The server sorts the tiers by days: its second tier (7 days) is the form's first row.
    answerSave(refusal(400, 'VALIDATION_ERROR', 'tiers.1.percent'));
    await user.clear(name());
    await user.type(name(), 'Lenses by the fortnight');
    await user.click(screen.getByRole('button', { name: 'Create template' }));
    expect(
      await within(rows()[0]!).findByText(
        'The shop refused this percentage: from 1 to 99, and lower than for fewer days.',
      ),
    ).toBeTruthy();
    expect(percentOf(rows()[1]!).getAttribute('aria-invalid')).not.toBe('true');
    expect(onDone).not.toHaveBeenCalled();
  });
});
