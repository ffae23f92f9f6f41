import type { ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/**
 * The foot of a list of rows a form edits (a product's duration prices, a template's tiers, the
 * shop's seasons): the list's own error, the add button, and why it is disabled once the list is full.
 */
export function RowsFooter(props: {
  /** The list's id: the add button is `${id}-add`, its error `${id}-error`. */
  id: string;
  error?: ReactNode;
  addLabel: string;
  onAdd: () => void;
  /** Set when the list holds its most rows: the button is off and this says why. */
  fullText?: string | null;
}) {
  const { id, error, addLabel, onAdd, fullText } = props;
  return (
    <>
      {error && (
        <Text size="sm" c="red" id={`${id}-error`} role="alert" mb="sm">
          {error}
        </Text>
      )}
      <Group gap="sm" wrap="wrap">
        <Button
          id={`${id}-add`}
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={onAdd}
          disabled={Boolean(fullText)}
        >
          {addLabel}
        </Button>
        {fullText && (
          <Text size="sm" c="dimmed">
            {fullText}
          </Text>
        )}
      </Group>
    </>
  );
}
