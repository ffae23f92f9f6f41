// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render-screen';
import { MobilePreferences } from './mobile-preferences';

describe('MobilePreferences', () => {
  it('offers the theme and the language, each choice named by its label', () => {
    renderScreen(<MobilePreferences />);
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
    expect(screen.getByText('Español')).toBeTruthy();
    expect(screen.getByText('Theme').id).toBe('drawer-theme-label');
    expect(document.querySelector('[aria-labelledby="drawer-language-label"]')).toBeTruthy();
  });
});
