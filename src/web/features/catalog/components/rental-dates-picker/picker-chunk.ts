/** The picker with Mantine dates and dayjs: fetched once a page shows it (lazy-rental-dates-picker.tsx). */
import '@/theme/more-styles-chunk';
export { default } from './rental-dates-picker';
