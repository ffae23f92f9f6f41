import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconBell, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DateRange } from '@shared/calendar-date';
import { toast } from '@/components/toast';
import { errorWithContext } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/features/auth';
import { useJoinWaitlist } from '../api/use-join-waitlist';

type Props = { productId: number; range: DateRange };

/**
 * "Tell me when it's free" (issue 31), for dates the product is booked out on: a signed-in
 * customer joins the waitlist and sees it confirmed; a visitor gets a link to sign in first.
 */
export function NotifyMeButton({ productId, range }: Props) {
  const { t } = useTranslation('waitlist');
  const { user, isPending } = useCurrentUser();
  const join = useJoinWaitlist();
  const joined = join.isSuccess && join.variables.dateFrom === range.dateFrom && join.variables.dateTo === range.dateTo;

  if (isPending) return null;
  if (!user) {
    return (
      <Text size="sm" c="dimmed">
        <Anchor component={Link} to={paths.login.getHref()} fw={600} inherit>
          {t('notify.signIn')}
        </Anchor>{' '}
        {t('notify.signInHint')}
      </Text>
    );
  }
  if (joined) {
    return (
      <Alert variant="light" color="teal" icon={<IconCircleCheck size={18} />} role="status">
        {t('notify.done')}
      </Alert>
    );
  }
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        {t('notify.hint')}
      </Text>
      <Button
        variant="light"
        leftSection={<IconBell size={18} stroke={1.8} />}
        loading={join.isPending}
        onClick={() =>
          join.mutate(
            { productId, ...range },
            { onError: (error) => toast.error(errorWithContext(t, t('notify.error'), error)) },
          )
        }
      >
        {t('notify.button')}
      </Button>
    </Stack>
  );
}
