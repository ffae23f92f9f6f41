// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminSettings } from '@shared/schemas/settings';
import { renderScreen } from '@/test/render-screen';
import { SettingsForm } from './settings-form';
import { adminSettings, answerSave } from '../test/admin-settings';

type Datev = AdminSettings['accounting']['datev'];

/** The settings with the DATEV settings `datev` (SKR03's defaults unless it says otherwise). */
const settings = (datev: Partial<Datev> = {}): AdminSettings => adminSettings({ datev });

const card = () => screen.getByRole('region', { name: 'Accounting (DATEV)' });
const field = (name: string) => within(card()).getByRole('textbox', { name });
const account = (rate: string) => field(`Revenue account at ${rate} VAT`);
const save = () => screen.getByRole('button', { name: 'Save settings' });

describe('the accounting settings', () => {
  it('shows the saved values after the VAT card, one revenue account per rate of the shop and 0 %', () => {
    renderScreen(
      <SettingsForm
        settings={settings({
          consultantNumber: '1234567',
          clientNumber: '42',
          accountLength: 5,
          fiscalYearStartMonth: 7,
          debtorAccount: '12000',
        })}
      />,
    );
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(regions.indexOf('settings-accounting')).toBe(regions.indexOf('settings-vat') + 1);
    expect(field('Consultant number')).toHaveProperty('value', '1234567');
    expect(field('Client number')).toHaveProperty('value', '42');
    expect(field('Account length')).toHaveProperty('value', '5');
    expect(within(card()).getByRole('combobox', { name: 'First month of the fiscal year' })).toHaveProperty(
      'value',
      'July',
    );
    expect(field('Debtor account')).toHaveProperty('value', '12000');
    // Optional, and said so in the field's description.
    expect(field('Consultant number').getAttribute('aria-describedby')).toBeTruthy();
    expect(within(card()).getByText(/^Optional\. Your tax advisor's number at DATEV/)).toBeTruthy();

    const group = within(card()).getByRole('group', { name: 'Revenue accounts' });
    expect(within(group).getAllByRole('textbox')).toHaveLength(3);
    expect(account('19 %')).toHaveProperty('value', '8400');
    expect(account('7 %')).toHaveProperty('value', '8300');
    expect(account('0 %')).toHaveProperty('value', '');
    expect(within(card()).getByText(/^Used by the DATEV export of the invoices page\./)).toBeTruthy();
  });

  it('refuses a consultant number with a letter under its field, before anything is sent', async () => {
    const user = userEvent.setup();
    renderScreen(<SettingsForm settings={settings()} />);
    const sent = answerSave({ status: 200, body: settings() });
    await user.type(field('Consultant number'), '12a4');
    await user.click(save());
    expect(await within(card()).findByText('Enter 4 to 7 digits, or leave it empty.')).toBeTruthy();
    expect(field('Consultant number').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
  });

  it('sends only the revenue accounts, as a whole list, when the 7 % account changes', async () => {
    const user = userEvent.setup();
    renderScreen(<SettingsForm settings={settings()} />);
    const saved = settings({
      revenueAccounts: [
        { rate: 19, account: '8400' },
        { rate: 7, account: '8310' },
      ],
    });
    const sent = answerSave({ status: 200, body: saved });
    await user.clear(account('7 %'));
    await user.type(account('7 %'), ' 8310 ');
    await user.click(save());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.accounting).toEqual({
      datev: {
        revenueAccounts: [
          { rate: 19, account: '8400' },
          { rate: 7, account: '8310' },
        ],
      },
    });
  });

  it('adds an account for a rate that had none, and leaves out one that was emptied', async () => {
    const user = userEvent.setup();
    renderScreen(<SettingsForm settings={settings()} />);
    const sent = answerSave({ status: 200, body: settings() });
    await user.type(account('0 %'), '8200');
    await user.clear(account('19 %'));
    await user.click(save());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.accounting).toEqual({
      datev: {
        revenueAccounts: [
          { rate: 7, account: '8300' },
          { rate: 0, account: '8200' },
        ],
      },
    });
  });

  it('sends no accounting when another setting is saved', async () => {
    const user = userEvent.setup();
    renderScreen(<SettingsForm settings={settings()} />);
    const sent = answerSave({ status: 200, body: settings() });
    await user.click(screen.getByRole('switch', { name: /^Weekend rate/ }));
    await user.click(save());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('accounting');
    expect(sent[0]!.pricing?.weekendAsOneDay).toBe(true);
  });

  it('shows the server’s refusal of a revenue account under that rate’s field', async () => {
    const user = userEvent.setup();
    renderScreen(<SettingsForm settings={settings()} />);
    answerSave({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'An account number is 1 to 9 digits.',
          field: 'accounting.datev.revenueAccounts.1.account',
        },
      },
    });
    await user.clear(account('7 %'));
    await user.type(account('7 %'), '8301');
    await user.click(save());
    expect(
      await within(card()).findByText('Enter an account number of 1 to 9 digits, or leave it empty.'),
    ).toBeTruthy();
    expect(account('7 %').getAttribute('aria-invalid')).toBe('true');
    expect(account('19 %').getAttribute('aria-invalid')).not.toBe('true');
  });
});
