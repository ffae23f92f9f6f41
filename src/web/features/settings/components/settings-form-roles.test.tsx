// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, manager, renderScreen } from '@/test/render-screen';
import { SettingsForm } from './settings-form';
import { adminSettings, answerSave } from '../test/admin-settings';

/*
 * The payment methods and the shop's legal details are the owner's (settings.legal, decision 092):
 * a manager's form leaves them out, says so, and saves the rest without them, so the server, which
 * refuses a manager who changes them, is never asked to.
 */

/** The settings' sections, by their ids, in order. */
const sections = () => screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));

describe('the settings by role', () => {
  it('shows the owner the payment methods and the legal details', () => {
    renderScreen(<SettingsForm settings={adminSettings()} />, { user: admin });
    expect(sections()).toEqual(expect.arrayContaining(['settings-payments', 'settings-legal']));
    expect(screen.queryByTestId('settings-owners-part')).toBeNull();
  });

  it('leaves the owner’s part out of a manager’s form, and out of what it saves', async () => {
    const user = userEvent.setup();
    // An IBAN the form's own checks would refuse: the manager cannot see it, so it holds nothing back.
    const saved = adminSettings({ legal: { ...adminSettings().legal, iban: 'DE00 1234' } });
    renderScreen(<SettingsForm settings={saved} />, { user: manager });
    expect(sections()).not.toContain('settings-payments');
    expect(sections()).not.toContain('settings-legal');
    expect(sections()).toContain('settings-deposits');
    expect(screen.getByTestId('settings-owners-part').textContent).toBe(
      "The payment methods and the shop's legal details are set by its owner, and are not shown here.",
    );
    const sent = answerSave({ status: 200, body: { ...saved, deposits: { enabled: false } } });
    await user.click(screen.getByRole('switch', { name: /^Ask for deposits/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The settings were saved.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.deposits).toEqual({ enabled: false });
    expect(Object.keys(sent[0]!)).not.toContain('legal');
    expect(Object.keys(sent[0]!)).not.toContain('payments');
  });
});
