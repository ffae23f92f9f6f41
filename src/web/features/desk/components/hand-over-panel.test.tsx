// @vitest-environment happy-dom
import type { FormEvent } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconPackageExport } from '@tabler/icons-react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render-screen';
import { HandOverPanel } from './hand-over-panel';

const panel = (onSubmit: (event: FormEvent) => Promise<void>, empty: boolean) => (
  <HandOverPanel
    id="check-out"
    icon={IconPackageExport}
    title="Hand over"
    lead="Scan the units."
    onSubmit={onSubmit}
    submitLabel="Hand over 1 unit"
    pending={false}
    empty={empty}
  >
    <p>The scanned units</p>
  </HandOverPanel>
);

describe('HandOverPanel', () => {
  it('is a section named by its heading, its content above the button that sends it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => {
      event.preventDefault();
      return Promise.resolve();
    });
    renderScreen(panel(onSubmit, false));
    const section = screen.getByRole('region', { name: 'Hand over' });
    expect(section.textContent).toContain('Scan the units.');
    expect(section.textContent).toContain('The scanned units');
    await user.click(screen.getByRole('button', { name: 'Hand over 1 unit' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('cannot be sent while there is nothing to hand over', () => {
    renderScreen(panel(() => Promise.resolve(), true));
    expect(screen.getByRole('button', { name: 'Hand over 1 unit' })).toHaveProperty('disabled', true);
  });
});
