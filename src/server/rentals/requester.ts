/** Who asks. An administrator's cancellations are written to the audit log under their name. */
export type Requester = { id: string; name: string; isAdmin: boolean };
