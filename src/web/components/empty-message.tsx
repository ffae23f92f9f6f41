import type { ReactNode } from 'react';
import { EmptyState, Paper } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';

type Props = { message: string; title?: string; icon?: ReactNode; children?: ReactNode };

/**
 * The message a list shows when it has nothing to show, with an optional call to action. A
 * `title` (a level-2 heading) names a state the reader must notice, such as a record not found.
 */
export function EmptyMessage({ message, title, icon, children }: Props) {
  return (
    <Paper withBorder radius="md" py="xl" px="md">
      <EmptyState size="sm" withIndicatorBackground icon={icon ?? <IconMoodEmpty size={26} stroke={1.5} />}>
        {title && <EmptyState.Title order={2}>{title}</EmptyState.Title>}
        <EmptyState.Description>{message}</EmptyState.Description>
        {children && <EmptyState.Actions>{children}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}
