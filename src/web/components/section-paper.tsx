import type { ReactNode } from 'react';
import { Paper } from '@mantine/core';

/** A bordered section of a page (an order's payment, the settings' parts, the integrations), named by its heading. */
export function SectionPaper({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={labelledBy} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      {children}
    </Paper>
  );
}
