// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render-screen';
import { adminSettings, answerSave } from '../test/admin-settings';
import { SettingsForm } from './settings-form';

/* The quotes' card of the settings (decision 090): prefix, days of validity, the rental terms and their version. */

const saved = adminSettings({
  quotes: { prefix: 'QUO', validDays: 14, holdUnits: false, terms: 'Old terms.', termsVersion: 2 },
});
const card = () => screen.getByRole('region', { name: 'Quotes' });

describe('the quotes’ settings', () => {
  it('shows the terms’ version, and saves the prefix, days, holding units and terms', async () => {
    const user = userEvent.setup();
    renderScreen(<SettingsForm settings={saved} />);
    expect(within(card()).getByText(/Terms version 2/)).toBeDefined();
    const sent = answerSave({ status: 200, body: { ...saved, updatedAt: '2030-01-01T10:00:00.000Z' } });

    const prefix = within(card()).getByRole('textbox', { name: /Quote prefix/ });
    await user.clear(prefix);
    await user.type(prefix, 'ang');
    const days = within(card()).getByRole('textbox', { name: /Valid for/ });
    await user.clear(days);
    await user.type(days, '30');
    const terms = within(card()).getByRole('textbox', { name: /Rental terms/ });
    await user.clear(terms);
    await user.type(terms, 'New terms.');
    await user.click(within(card()).getByRole('switch', { name: /Hold the units/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.quotes).toEqual({ prefix: 'ANG', validDays: 30, holdUnits: true, terms: 'New terms.' });
  });

  it('refuses days of validity out of 1 to 90 under the field, before anything is sent', async () => {
    const user = userEvent.setup();
    renderScreen(<SettingsForm settings={saved} />);
    const sent = answerSave({ status: 200, body: saved });
    const days = within(card()).getByRole('textbox', { name: /Valid for/ });
    await user.clear(days);
    await user.type(days, '91');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(card()).findByText('Enter whole days from 1 to 90.')).toBeDefined();
    expect(sent).toEqual([]);
  });
});
