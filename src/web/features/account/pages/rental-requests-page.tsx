import { RentalRequestsView } from '@/features/rentals/components/rental-requests-view';

export default function AccountRentalRequestsPage() {
  return <RentalRequestsView scope="own" />;
}
