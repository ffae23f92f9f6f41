// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { KeyboardEvent } from 'react';
import type { IsoDate } from '@shared/calendar-date';
import { arrowTarget, dayDateAttribute, focusArrowTarget } from './arrow-keys';

const press = (key: string) => ({ key }) as KeyboardEvent<HTMLElement>;

/** Two months' days as Mantine draws them: the first month's own, then the second's. */
function calendar(days: { date: IsoDate; hidden?: boolean; disabled?: boolean }[]) {
  const root = document.createElement('div');
  for (const { date, hidden, disabled } of days) {
    const button = document.createElement('button');
    for (const [name, value] of Object.entries(dayDateAttribute(date))) button.setAttribute(name, value);
    if (hidden) button.setAttribute('data-hidden', 'true');
    button.disabled = Boolean(disabled);
    root.append(button);
  }
  document.body.append(root);
  return root;
}

describe('the arrow keys in the rental calendar', () => {
  it('mean the day a week or a day away, across a month’s end', () => {
    expect(arrowTarget('2027-03-01', 'ArrowUp')).toBe('2027-02-22');
    expect(arrowTarget('2027-03-01', 'ArrowLeft')).toBe('2027-02-28');
    expect(arrowTarget('2027-02-28', 'ArrowRight')).toBe('2027-03-01');
    expect(arrowTarget('2026-12-28', 'ArrowDown')).toBe('2027-01-04');
    expect(arrowTarget('2027-03-01', 'Enter')).toBeNull();
  });

  it('focus that day when it is on show, whatever Mantine remembers of the month before', () => {
    const root = calendar([
      { date: '2027-02-22' },
      { date: '2027-02-28' },
      { date: '2027-03-01', hidden: true },
      { date: '2027-03-01' },
    ]);
    focusArrowTarget(press('ArrowUp'), '2027-03-01', root);
    expect(document.activeElement?.getAttribute('data-iso-date')).toBe('2027-02-22');
    focusArrowTarget(press('ArrowRight'), '2027-02-28', root);
    // The second month's own March 1, not the first month's hidden one.
    expect(document.activeElement?.hasAttribute('data-hidden')).toBe(false);
    expect(document.activeElement?.getAttribute('data-iso-date')).toBe('2027-03-01');
    root.remove();
  });

  it('leave a day not on show, or disabled, to Mantine', () => {
    const root = calendar([{ date: '2027-02-22', disabled: true }, { date: '2027-03-01' }]);
    const start = root.lastElementChild as HTMLButtonElement;
    start.focus();
    focusArrowTarget(press('ArrowUp'), '2027-03-01', root);
    focusArrowTarget(press('ArrowRight'), '2027-03-01', root);
    expect(document.activeElement).toBe(start);
    root.remove();
  });
});
