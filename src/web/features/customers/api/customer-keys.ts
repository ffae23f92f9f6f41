import { queryKeys } from '@/lib/query-keys';

/**
 * The dashboard's customers' query keys: the app's (lib/query-keys.ts), since the staff screen
 * refreshes them too when it changes someone's role (the list marks staff).
 */
export const customerKeys = queryKeys.customers;
