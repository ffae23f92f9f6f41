import { AdminIncidentsView } from '../components/admin-incidents-view';

export default function DashboardIncidentsPage() {
  return <AdminIncidentsView />;
}
