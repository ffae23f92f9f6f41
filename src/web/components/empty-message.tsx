import type { ReactNode } from 'react';
import { EmptyState, Paper } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';

type Props = { message: string; icon?: ReactNode; children?: ReactNode };

/** The message a list shows when it has nothing to show, with an optional call to action. */
export function EmptyMessage({ message, icon, children }: Props) {
  return (
    <Paper withBorder radius="md" py="xl" px="md">
      <EmptyState
        size="sm"
        withIndicatorBackground
        icon={icon ?? <IconMoodEmpty size={26} stroke={1.5} />}
        description={message}
      >
        {children && <EmptyState.Actions>{children}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}
