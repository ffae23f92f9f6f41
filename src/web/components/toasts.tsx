import { lazy, Suspense } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { loadToasts, TOASTS, toastPlacement, useToastsWanted } from './toast-loader';

const Notifications = lazy(async () => ({ default: (await loadToasts()).Notifications }));

/** Where and how toasts show (toast-loader.ts); mounted with the first one. */
export function Toasts() {
  const wanted = useToastsWanted();
  const phone = useMediaQuery(TOASTS.phoneQuery, false, { getInitialValueInEffect: false });
  if (!wanted) return null;
  const { position, limit } = toastPlacement(phone);
  return (
    <Suspense fallback={null}>
      <Notifications
        position={position}
        limit={limit}
        autoClose={TOASTS.autoClose}
        transitionDuration={TOASTS.transitionDuration}
      />
    </Suspense>
  );
}
