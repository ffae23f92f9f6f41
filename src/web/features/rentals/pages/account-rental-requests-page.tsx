import { RentalRequestsView } from '../components/rental-requests-view';

export default function AccountRentalRequestsPage() {
  return <RentalRequestsView scope="own" />;
}
