import { OrderView } from '../components/order-view';

export default function AccountOrderPage() {
  return <OrderView scope="own" />;
}
