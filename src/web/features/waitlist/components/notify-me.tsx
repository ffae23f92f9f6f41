import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useCurrentUser } from '@/features/auth';
import type { NotifyMeProps } from './notify-me-button';

const NotifyMeButton = lazy(() => import('./notify-me-button-chunk'));

const subscribeToNothing = () => () => {};

/** False on the server and while the page hydrates, true after: what only the browser renders. */
const useHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/**
 * The product page's way onto the waitlist, fetched only when it has something to show: to a
 * signed-in customer, or on chosen dates that are booked out. A visitor's first page load (and
 * the page written on the server) carries none of it.
 */
export function NotifyMe(props: NotifyMeProps) {
  const { user, isPending } = useCurrentUser();
  // Never on the server: a lazy part there would not be ready, and React would drop the page
  // written on the server for client rendering (error 419 for a signed-in customer's first visit).
  const hydrated = useHydrated();
  if (!hydrated || isPending || (!user && !(props.bookedOut && props.range))) return null;
  return (
    <Suspense fallback={null}>
      <NotifyMeButton {...props} />
    </Suspense>
  );
}
