// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/test/render-screen';
import { DialogActions } from './dialog-actions';
import { RecordModal } from './record-modal';

describe('DialogActions', () => {
  it('goes back with the first button and does what the popup asks with the second', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onSubmit = vi.fn();
    renderScreen(
      <DialogActions cancelLabel="Keep" onCancel={onCancel} submitLabel="Delete" onSubmit={onSubmit} danger />,
    );
    const submit = screen.getByRole('button', { name: 'Delete' });
    expect(submit.getAttribute('type')).toBe('button');
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    await user.click(submit);
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('submits the form it stands in when it has no action of its own', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderScreen(
      <form onSubmit={onSubmit}>
        <DialogActions cancelLabel="Cancel" onCancel={() => {}} submitLabel="Save" />
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' }).getAttribute('type')).toBe('button');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('does nothing while disabled, and can give the first button the focus', () => {
    renderScreen(
      <DialogActions
        cancelLabel="Keep"
        onCancel={() => {}}
        focusCancel
        submitLabel="Go"
        onSubmit={() => {}}
        disabled
      />,
    );
    expect(screen.getByRole('button', { name: 'Go' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Keep' }).hasAttribute('data-autofocus')).toBe(true);
  });
});

describe('RecordModal', () => {
  it('shows its title and content, and names its close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderScreen(
      <RecordModal opened onClose={onClose} title="Extend the rental">
        <p>Pick a new last day</p>
      </RecordModal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Extend the rental' });
    expect(dialog.textContent).toContain('Pick a new last day');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
