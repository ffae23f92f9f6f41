import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A loading error that replaces the list it belongs to (SPEC section 8). */
export function ErrorMessage({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
      {message}
    </Alert>
  );
}
