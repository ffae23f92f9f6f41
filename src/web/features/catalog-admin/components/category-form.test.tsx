// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { noTranslations, type AdminCategory } from '@shared/schemas/catalog-admin';
import { queryKeys } from '@/lib/query-keys';
import { lenses } from '@/test/catalog-fixtures';
import { renderScreen, tabTo, type Seed } from '@/test/render-screen';
import { CategoryForm } from './category-form';

const primes: AdminCategory = {
  ...lenses,
  id: 8,
  name: 'Prime lenses',
  description: '',
  parentId: 3,
  parentName: 'Lenses',
  childCount: 0,
  translations: noTranslations,
};

/** The parent picker's first answer, and the name check of an edited category. */
const seed = (...names: string[]): Seed => [
  [queryKeys.catalogAdmin.list('categories', { options: 'top', q: '' }), { items: [lenses], next: null }],
  ...names.map((name): Seed[number] => [
    queryKeys.catalogAdmin.list('categories', { exact: name }),
    [name === lenses.name ? lenses.id : primes.id],
  ]),
];

describe('CategoryForm', () => {
  it('starts empty for a new category, in the category whose children are on screen', () => {
    renderScreen(<CategoryForm category={null} defaultParent={{ value: 3, label: 'Lenses' }} onDone={() => {}} />, {
      seed: seed(),
    });
    expect(screen.getByRole('tab', { name: 'English', selected: true })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', '');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty('value', '');
    expect(screen.getByLabelText('Belongs to', { selector: 'input' })).toHaveProperty('value', 'Lenses');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('shows an edited category’s texts, its translations on their tabs, and its parent', async () => {
    const user = userEvent.setup();
    renderScreen(<CategoryForm category={primes} defaultParent={null} onDone={() => {}} />, {
      seed: seed('Prime lenses'),
    });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Prime lenses');
    expect(screen.getByLabelText('Belongs to', { selector: 'input' })).toHaveProperty('value', 'Lenses');
    await user.click(screen.getByRole('tab', { name: 'Español' }));
    expect(screen.getByRole('textbox', { name: 'Name (Español)' })).toHaveProperty('value', '');
  });

  it('keeps a category with sub-categories top-level', () => {
    renderScreen(<CategoryForm category={lenses} defaultParent={null} onDone={() => {}} />, { seed: seed('Lenses') });
    const parent = screen.getByLabelText('Belongs to', { selector: 'input' });
    expect(parent).toHaveProperty('disabled', true);
    expect(screen.getByText('This category has sub-categories, so it stays top-level.')).toBeTruthy();
  });

  it('asks for the name when it is left empty, and does not close', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<CategoryForm category={null} defaultParent={null} onDone={onDone} />, { seed: seed() });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText("Enter the category's name.")).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses a translated name with a line break on its own tab, and shows that tab', async () => {
    const user = userEvent.setup();
    renderScreen(<CategoryForm category={primes} defaultParent={null} onDone={() => {}} />, {
      seed: seed('Prime lenses'),
    });
    await user.click(screen.getByRole('tab', { name: 'Deutsch' }));
    await user.type(screen.getByRole('textbox', { name: 'Name (Deutsch)' }), 'Fest\tbrennweiten');
    await user.click(screen.getByRole('tab', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('tab', { name: 'Deutsch', selected: true })).toBeTruthy();
    expect(
      screen.getByText('Please remove line breaks, tabs and invisible or text-direction characters from this name.'),
    ).toBeTruthy();
  });

  it('is filled in and sent by keyboard alone: tabs, fields, Cancel and Save', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderScreen(<CategoryForm category={null} defaultParent={null} onDone={onDone} />, { seed: seed() });
    const tabs = within(screen.getByRole('tablist', { name: 'Language of the texts' }));
    const order = [
      tabs.getByRole('tab', { name: 'English' }),
      screen.getByRole('textbox', { name: 'Name' }),
      screen.getByRole('textbox', { name: 'Description' }),
      screen.getByLabelText('Belongs to', { selector: 'input' }),
      screen.getByRole('button', { name: 'Cancel' }),
      screen.getByRole('button', { name: 'Save' }),
    ];
    let last = 0;
    for (const control of order) {
      const presses = await tabTo(user, control);
      expect(presses).toBeGreaterThan(last);
      last = presses;
    }
    await tabTo(user, screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Enter}');
    expect(onDone).toHaveBeenCalledOnce();
  });
});
