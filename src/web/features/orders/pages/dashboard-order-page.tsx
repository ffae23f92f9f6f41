import { OrderView } from '../components/order-view';

export default function DashboardOrderPage() {
  return <OrderView scope="all" />;
}
