import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SerialTag } from '@/components/serial-tag';
import classes from './dashboard-home.module.css';

type Unit = { id: number; serialNumber: string };

/** A rental's units by serial number; the broken ones struck through, the ones still out late elsewhere marked. */
export function SerialList({ units, broken = [], late = [] }: { units: Unit[]; broken?: Unit[]; late?: Unit[] }) {
  const { t } = useTranslation('dashboard-home');
  return (
    <ul className={classes.serials} aria-label={t('units')}>
      {units.map((unit) => {
        const isBroken = broken.some((candidate) => candidate.id === unit.id);
        const isLate = late.some((candidate) => candidate.id === unit.id);
        return (
          <li key={unit.id}>
            <SerialTag
              anywhere
              className={classes.unit}
              data-broken={isBroken || undefined}
              data-late={isLate || undefined}
            >
              {unit.serialNumber}
            </SerialTag>
            {isBroken && <VisuallyHidden> ({t('replacement.broken')})</VisuallyHidden>}
            {isLate && <VisuallyHidden> ({t('replacement.late')})</VisuallyHidden>}
          </li>
        );
      })}
    </ul>
  );
}
