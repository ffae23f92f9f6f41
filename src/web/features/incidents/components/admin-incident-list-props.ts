import type { AdminIncident } from '@shared/schemas/incident';

/** What both layouts of the dashboard's incident reports, the table and the phone cards, are given. */
export type AdminIncidentListProps = {
  incidents: AdminIncident[];
  onEditStatus: (incident: AdminIncident) => void;
};
