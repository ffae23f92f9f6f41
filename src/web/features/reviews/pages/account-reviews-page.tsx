import { OwnReviewsView } from '../components/own-reviews-view';

export default function AccountReviewsPage() {
  return <OwnReviewsView />;
}
