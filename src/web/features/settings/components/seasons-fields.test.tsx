// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminSettings } from '@shared/schemas/settings';
import type { Season } from '@shared/seasons';
import { renderScreen } from '@/test/render-screen';
import { SettingsForm } from './settings-form';
import { adminSettings, answerSave } from '../test/admin-settings';

const settings = (seasons: Season[]): AdminSettings => adminSettings({ pricing: { seasons } });

const summer: Season = { name: 'Summer', from: '2030-07-01', to: '2030-08-31', percent: 20 };
const january: Season = { name: 'Quiet January', from: '2031-01-01', to: '2031-01-31', percent: -15 };

const card = () => screen.getByRole('region', { name: 'Seasonal prices' });
const rows = () => within(card()).queryAllByRole('group', { name: /^Season \d+$/ });
const row = (number: number) => within(card()).getByRole('group', { name: `Season ${number}` });
const field = (number: number, name: string) => within(row(number)).getByLabelText(new RegExp(`^${name}`));
const save = () => screen.getByRole('button', { name: 'Save settings' });
const setDate = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe('the seasonal prices’ settings', () => {
  it('lists the saved seasons after the damage waiver, with the rule and what a €100.00 day costs in each', () => {
    renderScreen(<SettingsForm settings={settings([summer, january])} />);
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(regions.indexOf('settings-seasons')).toBe(regions.indexOf('settings-damage-waiver') + 1);
    expect(within(card()).getByTestId('seasons-rule').textContent).toBe(
      'A rental is priced by the season its first day falls in, for every one of its days.',
    );
    expect(rows()).toHaveLength(2);
    expect(field(1, 'Name')).toHaveProperty('value', 'Summer');
    expect(field(1, 'First day')).toHaveProperty('value', '2030-07-01');
    expect(field(1, 'Last day')).toHaveProperty('value', '2030-08-31');
    expect(field(1, 'Price change')).toHaveProperty('value', '20 %');
    expect(
      within(card())
        .getAllByTestId('season-example')
        .map((example) => example.textContent),
    ).toEqual(['+20\u00a0%: a €100.00 day costs €120.00.', '−15\u00a0%: a €100.00 day costs €85.00.']);
  });

  it('says so when there are none, and leaves them out of a save that did not change them', async () => {
    const user = userEvent.setup();
    renderScreen(<SettingsForm settings={settings([])} />);
    const sent = answerSave({ status: 200, body: settings([]) });
    expect(within(card()).getByText('No seasons: every rental is charged its usual prices.')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: /^Weekend rate/ }));
    await user.click(save());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.pricing).not.toHaveProperty('seasons');
  });

  it('adds a season from the keyboard and sends the whole list, in date order', async () => {
    const user = userEvent.setup();
    renderScreen(<SettingsForm settings={settings([january])} />);
    const sent = answerSave({ status: 200, body: settings([summer, january]) });

    within(card()).getByRole('button', { name: 'Add season' }).focus();
    await user.keyboard('{Enter}');
    expect(rows()).toHaveLength(2);
    // The new row's name has the focus: typing goes on there.
    expect(document.activeElement).toBe(field(2, 'Name'));
    await user.keyboard('  Summer ');
    await user.tab();
    expect(document.activeElement).toBe(field(2, 'First day'));
    setDate(field(2, 'First day'), '2030-07-01');
    await user.tab();
    expect(document.activeElement).toBe(field(2, 'Last day'));
    setDate(field(2, 'Last day'), '2030-08-31');
    await user.tab();
    expect(document.activeElement).toBe(field(2, 'Price change'));
    await user.keyboard('20');
    expect(within(row(2)).getByTestId('season-example').textContent).toBe('+20\u00a0%: a €100.00 day costs €120.00.');
    await user.click(save());

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.pricing?.seasons).toEqual([summer, january]);
  });

  it('removes a season, moves the focus on, and sends what is left', async () => {
    const user = userEvent.setup();
    renderScreen(<SettingsForm settings={settings([summer, january])} />);
    const sent = answerSave({ status: 200, body: settings([january]) });
    await user.click(within(card()).getByRole('button', { name: 'Remove Summer' }));
    expect(rows()).toHaveLength(1);
    expect(field(1, 'Name')).toHaveProperty('value', 'Quiet January');
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(within(card()).getByRole('button', { name: 'Remove Quiet January' })),
    );
    await user.click(save());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.pricing?.seasons).toEqual([january]);
  });

  it('refuses a season the server would refuse, under its fields, before anything is sent', async () => {
    const user = userEvent.setup();
    renderScreen(<SettingsForm settings={settings([summer])} />);
    const sent = answerSave({ status: 200, body: settings([summer]) });
    await user.click(within(card()).getByRole('button', { name: 'Add season' }));
    await user.click(save());
    const error = (number: number, name: string) =>
      document.getElementById(field(number, name).getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent;
    expect(await within(row(2)).findByText('Give the season a name.')).toBeTruthy();
    expect(field(2, 'Name').getAttribute('aria-invalid')).toBe('true');
    expect(error(2, 'First day')).toBe('Enter a date.');
    expect(error(2, 'Last day')).toBe('Enter a date.');
    expect(error(2, 'Price change')).toBe('Enter a whole percentage from −90 to +200, not 0.');

    // A last day before the first, a percentage of 0, then days Summer has.
    await user.type(field(2, 'Name'), 'Late summer');
    setDate(field(2, 'First day'), '2030-09-10');
    setDate(field(2, 'Last day'), '2030-09-01');
    await user.type(field(2, 'Price change'), '0');
    await user.click(save());
    expect(await within(row(2)).findByText('The last day cannot be before the first.')).toBeTruthy();
    expect(error(2, 'Price change')).toBe('Enter a whole percentage from −90 to +200, not 0.');
    expect(within(row(2)).getByTestId('season-example').textContent).toBe('');

    setDate(field(2, 'First day'), '2030-08-31');
    setDate(field(2, 'Last day'), '2030-09-15');
    await user.clear(field(2, 'Price change'));
    await user.type(field(2, 'Price change'), '-10');
    await user.click(save());
    expect(await within(row(2)).findByText('Shares days with “Summer”: seasons must not share a day.')).toBeTruthy();
    expect(field(2, 'First day').getAttribute('aria-invalid')).toBe('true');
    expect(within(row(1)).queryByText(/Shares days/)).toBeNull();
    expect(sent).toHaveLength(0);

    // A day later, it is sent.
    setDate(field(2, 'First day'), '2030-09-01');
    await user.click(save());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.pricing?.seasons).toEqual([
      summer,
      { name: 'Late summer', from: '2030-09-01', to: '2030-09-15', percent: -10 },
    ]);
  });

  it('shows the server’s refusal of a season’s field under that field of its row', async () => {
    const user = userEvent.setup();
    renderScreen(<SettingsForm settings={settings([january, summer])} />);
    answerSave({
      status: 400,
      body: {
        error: { code: 'VALIDATION_ERROR', message: 'Seasons must not share a day.', field: 'pricing.seasons.1.from' },
      },
    });
    // January's row first, then Summer's; a change to Summer's, so the seasons are sent.
    expect(field(1, 'Name')).toHaveProperty('value', 'Quiet January');
    await user.type(field(2, 'Name'), ' sale');
    await user.click(save());
    // They were sent by their first day, and the rows are now in that order: index 1 is January's.
    expect(
      await within(row(2)).findByText('Enter a date no other season covers: seasons must not share a day.'),
    ).toBeTruthy();
    expect(field(1, 'Name')).toHaveProperty('value', 'Summer sale');
    expect(field(2, 'Name')).toHaveProperty('value', 'Quiet January');
    expect(field(2, 'First day').getAttribute('aria-invalid')).toBe('true');
    expect(field(1, 'First day').getAttribute('aria-invalid')).not.toBe('true');
  });
});
