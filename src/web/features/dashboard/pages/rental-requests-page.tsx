import { RentalRequestsView } from '@/features/rentals/components/rental-requests-view';

export default function DashboardRentalRequestsPage() {
  return <RentalRequestsView scope="all" />;
}
