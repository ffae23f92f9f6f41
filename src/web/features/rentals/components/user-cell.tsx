import { Stack, Text } from '@mantine/core';

/** The customer of a rental, in the administrator's view. */
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
