import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { barKinds } from '../lib/layout';
import classes from './planner.module.css';

/** What the bars' colours and the days' shades mean. */
export function PlannerLegend() {
  const { t } = useTranslation('planner');
  return (
    <ul className={classes.legend} aria-label={t('legend.title')}>
      {barKinds.map((kind) => (
        <li key={kind} className={classes.legendItem}>
          <span className={`${classes.bar} ${classes.sample}`} data-kind={kind} aria-hidden />
          {t(`kinds.${kind}`)}
        </li>
      ))}
      <li className={classes.legendItem}>
        <span className={classes.sampleDay} data-weekend aria-hidden />
        {t('legend.weekend')}
      </li>
      <li className={classes.legendItem}>
        <span className={classes.sampleDay} data-closed aria-hidden />
        {t('legend.closed')}
      </li>
      <li className={classes.legendItem}>
        <span className={classes.sampleDay} data-today aria-hidden />
        {t('legend.today')}
      </li>
      <li className={classes.legendItem}>
        <Badge size="xs" color="orange" variant="light" radius="sm">
          {t('grid.serviceDue')}
        </Badge>
        {t('legend.serviceDue')}
      </li>
    </ul>
  );
}
