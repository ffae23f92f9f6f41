import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import classes from './rental-dates-picker.module.css';

/** The element of this id while it is in the page: Mantine mounts the picker's dropdown when it opens. */
function useElementById(id: string) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const find = () => setElement(document.getElementById(id));
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [id]);
  return element;
}

/**
 * A line under the open calendar: why a day was refused, or how far a begun range may reach.
 * Mantine's date input has no slot below its calendar, so the line is put into its dropdown
 * (`${popoverId}-dropdown`, Mantine's id for it); above the field it would be hidden whenever the
 * calendar opens upwards. It takes the calendar's width and never widens it.
 */
export function DropdownNote({ popoverId, children }: { popoverId: string; children: string | null }) {
  const dropdown = useElementById(`${popoverId}-dropdown`);
  if (!dropdown) return null;
  return createPortal(
    <div role="status" className={classes.dropdownNote} data-testid="picker-note">
      {children}
    </div>,
    dropdown,
  );
}
