import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** Puts the focus on the button, unless the person has it somewhere already (the field they pressed Enter in). */
function focusIfLost(button: RefObject<HTMLButtonElement | null>) {
  const lost = document.activeElement === null || document.activeElement === document.body;
  if (lost && button.current?.isConnected) button.current.focus();
}

/**
 * A popup's submit button is disabled while it sends (Mantine's `loading`), and a disabled
 * button lets the focus fall to the page's body. After a refusal the popup stays open for the
 * person to read it and act: call `refused()` then, and the focus goes back on the button once it
 * is enabled again, so a keyboard user is still in the popup and can press it again. Never on
 * success: the popup closes and gives the focus back to what opened it. Give `ref` to the button.
 */
export function useFocusAfterSending(pending: boolean) {
  const ref = useRef<HTMLButtonElement>(null);
  const wanted = useRef(false);
  // The refusal may come before or after the button is drawn enabled again.
  useEffect(() => {
    if (pending || !wanted.current) return;
    wanted.current = false;
    focusIfLost(ref);
  }, [pending]);
  const refused = useCallback(() => {
    if (ref.current && !ref.current.disabled) focusIfLost(ref);
    else wanted.current = true;
  }, []);
  return { ref, refused };
}
