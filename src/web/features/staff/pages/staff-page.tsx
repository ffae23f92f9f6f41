import { StaffView } from '../components/staff-view';

export default function StaffPage() {
  return <StaffView />;
}
