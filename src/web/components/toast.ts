import { createElement, type ReactNode } from 'react';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { loadToasts } from './toast-loader';

type Kind = 'success' | 'error' | 'info' | 'warning';

const looks: Record<Kind, { color: string; icon: typeof IconCheck }> = {
  success: { color: 'green', icon: IconCheck },
  error: { color: 'red', icon: IconX },
  info: { color: 'blue', icon: IconInfoCircle },
  warning: { color: 'yellow', icon: IconAlertTriangle },
};

function show(kind: Kind, message: ReactNode) {
  const { color, icon } = looks[kind];
  void loadToasts().then(({ notifications }) =>
    notifications.show({ message, color, icon: createElement(icon, { size: 18, stroke: 2 }) }),
  );
}

/**
 * SPEC section 9 toasts: success, error, info, warning and default. Where they show, how long,
 * how they leave and queue is set once on <Notifications> (components/toasts.tsx, decision 012).
 */
export const toast = {
  success: (message: ReactNode) => show('success', message),
  error: (message: ReactNode) => show('error', message),
  info: (message: ReactNode) => show('info', message),
  warning: (message: ReactNode) => show('warning', message),
  show: (message: ReactNode) => void loadToasts().then(({ notifications }) => notifications.show({ message })),
};
