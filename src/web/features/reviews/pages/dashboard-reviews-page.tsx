import { AdminReviewsView } from '../components/admin-reviews-view';

export default function DashboardReviewsPage() {
  return <AdminReviewsView />;
}
