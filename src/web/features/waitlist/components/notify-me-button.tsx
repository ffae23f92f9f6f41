import { lazy, Suspense, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DateRange } from '@shared/calendar-date';
import { toast } from '@/components/toast';
import { errorWithContext } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useCurrentUser } from '@/features/auth';
import { useJoinWaitlist } from '../api/use-join-waitlist';
import { addWaitlistTexts } from '../lib/waitlist-texts';

const WaitlistDatesModal = lazy(() => import('./waitlist-dates-modal-chunk'));

/** `bookedOut`: the panel's chosen `range` has no free unit. */
export type NotifyMeProps = { productId: number; range: DateRange | null; bookedOut: boolean };

/**
 * "Tell me when it's free". On chosen dates that are booked out, a signed-in customer
 * joins the waitlist for them and sees it confirmed; a visitor gets a link to sign in first.
 * Otherwise (the rental picker does not let booked-out days be chosen) a quiet link opens a
 * calendar of the waitlist's own to choose the dates to wait for.
 */
export default function NotifyMeButton({ productId, range, bookedOut }: NotifyMeProps) {
  const { t, i18n } = useTranslation('waitlist');
  addWaitlistTexts(i18n);
  const { user, isPending } = useCurrentUser();
  const join = useJoinWaitlist();
  const [asking, setAsking] = useState(false);
  const joined =
    range !== null &&
    join.isSuccess &&
    join.variables.dateFrom === range.dateFrom &&
    join.variables.dateTo === range.dateTo;

  if (isPending) return null;
  if (!bookedOut || range === null) {
    if (!user) return null;
    return (
      <>
        <UnstyledButton onClick={() => setAsking(true)} fz="sm" c="dimmed" td="underline">
          <IconBell size={14} stroke={1.8} style={{ verticalAlign: '-2px', marginInlineEnd: 6 }} aria-hidden />
          {t('ask.link')}
        </UnstyledButton>
        {asking && (
          <Suspense fallback={null}>
            <WaitlistDatesModal productId={productId} opened onClose={() => setAsking(false)} />
          </Suspense>
        )}
      </>
    );
  }
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
