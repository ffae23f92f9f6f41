import { CustomersView } from '../components/customers-view';

export default function CustomersPage() {
  return <CustomersView />;
}
