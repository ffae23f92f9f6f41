import { Stack, Text } from '@mantine/core';

/** Who a record belongs to (a rental, an incident report, a review), in the administrator's lists. */
export function UserCell({ name, email }: { name: string; email: string }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="sm" fw={500}>
        {name}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'break-word' }}>
        {email}
      </Text>
    </Stack>
  );
}
