// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render-screen';
import { InlineLoader } from './inline-loader';

describe('InlineLoader', () => {
  it('says what is loading, as a status only when asked', () => {
    renderScreen(
      <>
        <InlineLoader>Working it out…</InlineLoader>
        <InlineLoader role="status">Loading the rentals…</InlineLoader>
      </>,
    );
    expect(screen.getByText('Working it out…')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading the rentals…');
  });
});
