/** Mantine's toasts and their styles: a chunk fetched when the first toast is shown. */
import '@/theme/more-styles-chunk';
import '@mantine/notifications/styles.css';

export { Notifications, notifications, notificationsStore } from '@mantine/notifications';
