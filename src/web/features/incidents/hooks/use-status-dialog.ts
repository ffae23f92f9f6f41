import { useState } from 'react';
import type { AdminIncident } from '@shared/schemas/incident';

/**
 * Which incident report the status popup is open for. The report is kept after closing so the
 * popup keeps its content during its closing animation.
 */
export function useStatusDialog() {
  const [incident, setIncident] = useState<AdminIncident | null>(null);
  const [opened, setOpened] = useState(false);
  return {
    incident,
    opened,
    open: (chosen: AdminIncident) => {
      setIncident(chosen);
      setOpened(true);
    },
    close: () => setOpened(false),
  };
}
