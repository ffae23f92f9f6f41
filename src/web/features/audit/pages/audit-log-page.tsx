import { AuditLogView } from '../components/audit-log-view';

export default function AuditLogPage() {
  return <AuditLogView />;
}
