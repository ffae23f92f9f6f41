import { IncidentsView } from '../components/incidents-view';

export default function AccountIncidentsPage() {
  return <IncidentsView />;
}
