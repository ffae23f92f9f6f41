// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminSettings } from '@shared/schemas/settings';
import { renderScreen } from '@/test/render-screen';
import { SettingsForm } from './settings-form';
import { adminSettings, answerSave } from '../test/admin-settings';

type Waiver = AdminSettings['pricing']['damageWaiver'];
const noTranslations: Waiver['translations'] = { es: { terms: '' }, de: { terms: '' } };

/** The settings with `waiver`, its terms in English only unless it says otherwise. */
const settings = (waiver: Omit<Waiver, 'translations'> & Partial<Pick<Waiver, 'translations'>>): AdminSettings =>
  adminSettings({ pricing: { damageWaiver: { translations: noTranslations, ...waiver } } });

const off = settings({ mode: 'off', percent: 10, terms: '' });

const card = () => screen.getByRole('region', { name: 'Damage waiver' });
const percentField = () => within(card()).getByRole('textbox', { name: 'Price, % of the rent' });
const termsField = () => within(card()).getByRole('textbox', { name: 'What the waiver covers' });

describe('the damage waiver’s settings', () => {
  it('greys out the price and the terms while the waiver is off', () => {
    renderScreen(<SettingsForm settings={off} />);
    expect(within(card()).getByRole('radio', { name: /^Off/ })).toHaveProperty('checked', true);
    expect(percentField()).toHaveProperty('disabled', true);
    expect(termsField()).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('damage-waiver-example')).toBeNull();
  });

  it('offers it by keyboard, says what it costs, and saves the mode, the price and the terms with the settings', async () => {
    const user = userEvent.setup();
    const saved = settings({ mode: 'optional', percent: 12, terms: 'Accidental damage.' });
    renderScreen(<SettingsForm settings={off} />);
    const sent = answerSave({ status: 200, body: { ...saved, updatedAt: '2030-01-01T10:00:00.000Z' } });

    // Right after the weekend rate, the radios are one stop of Tab; the arrow keys choose among them.
    screen.getByRole('switch', { name: /^Weekend rate/ }).focus();
    await user.tab();
    expect(document.activeElement).toBe(within(card()).getByRole('radio', { name: /^Off/ }));
    await user.keyboard('{ArrowRight}');
    expect(within(card()).getByRole('radio', { name: /^Optional/ })).toHaveProperty('checked', true);
    expect(percentField()).toHaveProperty('disabled', false);
    expect(screen.getByTestId('damage-waiver-example').textContent).toBe(
      'On a rental of €100.00, the waiver costs €10.00.',
    );

    await user.clear(percentField());
    await user.type(percentField(), '12');
    expect(screen.getByTestId('damage-waiver-example').textContent).toBe(
      'On a rental of €100.00, the waiver costs €12.00.',
    );
    await user.click(termsField());
    await user.paste('  Accidental damage.  ');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.pricing).toEqual({
      weekendAsOneDay: false,
      damageWaiver: { mode: 'optional', percent: 12, terms: 'Accidental damage.', translations: noTranslations },
    });
  });

  it('keeps the terms per language: each tab its own, the Spanish and German optional', async () => {
    const user = userEvent.setup();
    const saved = settings({ mode: 'optional', percent: 10, terms: 'Drops.' });
    renderScreen(<SettingsForm settings={saved} />);
    const sent = answerSave({ status: 200, body: saved });
    await user.click(within(card()).getByRole('tab', { name: 'Español' }));
    const spanish = within(card()).getByRole('textbox', { name: 'What the waiver covers (Español)' });
    expect(spanish.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(spanish);
    await user.paste(' Golpes y caídas. ');
    await user.click(within(card()).getByRole('tab', { name: 'Deutsch' }));
    expect(within(card()).getByRole('textbox', { name: 'What the waiver covers (Deutsch)' })).toHaveProperty(
      'value',
      '',
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.pricing?.damageWaiver).toEqual({
      mode: 'optional',
      percent: 10,
      terms: 'Drops.',
      translations: { es: { terms: 'Golpes y caídas.' }, de: { terms: '' } },
    });
  });

  it('sends only the mode when it is turned off: the price and the terms keep what was saved', async () => {
    const user = userEvent.setup();
    renderScreen(<SettingsForm settings={settings({ mode: 'required', percent: 8, terms: 'Drops.' })} />);
    const sent = answerSave({ status: 200, body: off });
    expect(percentField()).toHaveProperty('value', '8 %');
    await user.click(within(card()).getByRole('radio', { name: /^Off/ }));
    expect(termsField()).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.pricing?.damageWaiver).toEqual({ mode: 'off' });
  });

  it('refuses a price out of 1 to 50 under its field, before anything is sent', async () => {
    const user = userEvent.setup();
    renderScreen(<SettingsForm settings={settings({ mode: 'optional', percent: 10, terms: '' })} />);
    const sent = answerSave({ status: 200, body: off });
    await user.clear(percentField());
    await user.type(percentField(), '60');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(card()).findByText('Enter a whole percentage from 1 to 50.')).toBeTruthy();
    expect(percentField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('damage-waiver-example')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('shows the server’s refusal of a field under it, in the dashboard’s words', async () => {
    const user = userEvent.setup();
    renderScreen(<SettingsForm settings={settings({ mode: 'optional', percent: 10, terms: 'Drops.' })} />);
    answerSave({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'must be at most 2000 characters',
          field: 'pricing.damageWaiver.terms',
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await within(card()).findByText('At most 2,000 characters.')).toBeTruthy();
    expect(termsField().getAttribute('aria-invalid')).toBe('true');
  });
});
