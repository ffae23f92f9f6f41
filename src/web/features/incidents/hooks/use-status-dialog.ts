import type { AdminIncident } from '@shared/schemas/incident';
import { useRecordDialogs } from '@/lib/use-record-dialogs';

/** Which incident report the status popup is open for (lib/use-record-dialogs.ts). */
export function useStatusDialog() {
  const { open, close, rowFor, isOpen } = useRecordDialogs<'status', AdminIncident>();
  return {
    incident: rowFor('status'),
    opened: isOpen('status'),
    open: (chosen: AdminIncident) => open('status', chosen),
    close,
  };
}
