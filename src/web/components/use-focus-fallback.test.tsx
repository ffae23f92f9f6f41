// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusFallback } from './use-focus-fallback';

/** A page with a heading and a list whose row a popup deleted; `restore` is called when the popup has closed. */
function Page({ onReady }: { onReady: (api: { restore: () => void; removeRow: () => void }) => void }) {
  const heading = useFocusFallback<HTMLHeadingElement>();
  const [row, setRow] = useState(true);
  onReady({ restore: () => heading.restore(), removeRow: () => setRow(false) });
  return (
    <>
      <h1 tabIndex={-1} ref={heading.ref}>
        Reviews
      </h1>
      {row && <button type="button">Delete the review</button>}
      <button type="button">Elsewhere</button>
    </>
  );
}

function setUp() {
  let api: { restore: () => void; removeRow: () => void } | undefined;
  render(<Page onReady={(ready) => (api = ready)} />);
  screen.getByRole('button', { name: 'Delete the review' }).focus();
  return api!;
}

afterEach(cleanup);

describe('useFocusFallback', () => {
  it('moves the focus to the heading when the row goes only after the popup has closed', async () => {
    const { restore, removeRow } = setUp();
    act(() => restore());
    // The list has not been read again yet: the row keeps the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete the review' }));
    act(() => removeRow());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Reviews' })));
  });

  it('leaves the focus where the person moved it meanwhile', async () => {
    const { restore, removeRow } = setUp();
    act(() => restore());
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    act(() => elsewhere.focus());
    act(() => removeRow());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(elsewhere);
  });
});
