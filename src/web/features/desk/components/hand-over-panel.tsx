import type { FormEvent, ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { IconPackageExport } from '@tabler/icons-react';
import classes from './desk.module.css';

type Props = {
  /** `check-in` or `check-out`: the ids of the panel's heading. */
  id: string;
  icon: typeof IconPackageExport;
  title: string;
  lead: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  submitLabel: string;
  pending: boolean;
  /** Nothing to hand over yet. */
  empty: boolean;
  children: ReactNode;
};

/** A hand-over at the desk (check-out, check-in): a titled panel, its form, and the button that does it. */
export function HandOverPanel({ id, icon: Icon, title, lead, onSubmit, submitLabel, pending, empty, children }: Props) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${id}-title`} className={classes.panel}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Group gap="xs" wrap="nowrap">
            <Icon size={22} aria-hidden />
            <Title order={2} fz="h3" id={`${id}-title`}>
              {title}
            </Title>
          </Group>
          <Text size="sm" c="dimmed">
            {lead}
          </Text>
          {children}
          <Button
            type="submit"
            size="md"
            // A long label ("Take back 2 units and charge €50.00") wraps on a phone rather than being cut.
            h="auto"
            mih={42}
            py={8}
            classNames={{ label: classes.wrapLabel }}
            leftSection={<Icon size={18} aria-hidden />}
            loading={pending}
            disabled={empty}
            fullWidth
          >
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
