import { lazy, Suspense } from 'react';
import { useCurrentUser } from '@/features/auth';
import type { NotifyMeProps } from './notify-me-button';

const NotifyMeButton = lazy(() => import('./notify-me-button-chunk'));

/**
 * The product page's way onto the waitlist, fetched only when it has something to show: to a
 * signed-in customer, or on chosen dates that are booked out. A visitor's first page load (and
 * the page written on the server) carries none of it.
 */
export function NotifyMe(props: NotifyMeProps) {
  const { user, isPending } = useCurrentUser();
  if (isPending || (!user && !(props.bookedOut && props.range))) return null;
  return (
    <Suspense fallback={null}>
      <NotifyMeButton {...props} />
    </Suspense>
  );
}
