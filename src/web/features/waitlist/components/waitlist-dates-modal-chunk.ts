/** The waitlist's own calendar popup: fetched when a customer first opens it (notify-me-button.tsx). */
import '@/theme/more-styles-chunk';
export { WaitlistDatesModal as default } from './waitlist-dates-modal';
