/** The new-review popup with its form: fetched when a customer first opens it (post-review-button.tsx). */
import '@/theme/more-styles-chunk';
export { ReviewModal as default } from './review-modal';
