import type { AdminIncident, Incident } from '@shared/schemas/incident';

/** What both layouts of the dashboard's incident reports, the table and the phone cards, are given. */
export type AdminIncidentListProps = {
  incidents: AdminIncident[];
  /** Opens the status popup; none for a role that may not change a report (orders.write, decision 092). */
  onEditStatus?: (incident: AdminIncident) => void;
};

/** Whose incident reports a list shows: the customer's own, or every customer's in the dashboard. */
export type IncidentScope = 'own' | 'all';

/** What the table is given: the customer's own reports, or the dashboard's, whose status opens a popup. */
export type IncidentListProps = { scope: 'own'; incidents: Incident[] } | ({ scope: 'all' } & AdminIncidentListProps);
