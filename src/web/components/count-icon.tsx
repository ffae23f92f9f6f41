import type { ReactNode } from 'react';
import { Indicator } from '@mantine/core';

/** A header icon with a small count on it (none at 0); the link around it carries the label. */
export function CountIcon({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Indicator label={count > 99 ? '99+' : count} size={16} offset={2} disabled={count === 0} aria-hidden>
      {children}
    </Indicator>
  );
}
