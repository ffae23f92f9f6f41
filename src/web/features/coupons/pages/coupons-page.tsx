import { CouponsView } from '../components/coupons-view';

export default function CouponsPage() {
  return <CouponsView />;
}
