import { RentalRequestsView } from '../components/rental-requests-view';

export default function DashboardRentalRequestsPage() {
  return <RentalRequestsView scope="all" />;
}
