import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The way back from one record (`…/{id}`) to the whole list, in a records page's header. */
export function ShowAllButton({ to, label }: { to: string; label: string }) {
  return (
    <Button component={Link} to={to} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
      {label}
    </Button>
  );
}
