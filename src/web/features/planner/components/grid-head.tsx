import { useTranslation } from 'react-i18next';
import type { IsoDate } from '@shared/calendar-date';
import { useLanguage } from '@/i18n/use-language';
import { dayLong, monthShort, weekdayShort } from '../lib/dates';
import { isWeekendDay } from '../lib/period';
import classes from './planner.module.css';

type Props = {
  days: readonly IsoDate[];
  closed: ReadonlySet<IsoDate>;
  today: IsoDate;
  /** The whole grid's width (px): the header scrolls sideways with the days. */
  width: number;
};

/**
 * The grid's sticky header: the units' column, then a column per day, named in full for a screen
 * reader (today and closed days said), shown as weekday and day number with the month where one starts.
 */
export function GridHead({ days, closed, today, width }: Props) {
  const { t } = useTranslation('planner');
  const language = useLanguage();
  return (
    <div role="rowgroup" className={classes.head} style={{ width }}>
      <div role="row" aria-rowindex={1} className={classes.headRow}>
        <div role="columnheader" aria-colindex={1} className={classes.corner}>
          {t('grid.unit')}
        </div>
        {days.map((day, index) => {
          const isClosed = closed.has(day);
          const isToday = day === today;
          const name = [dayLong(day, language), isToday && t('grid.today'), isClosed && t('grid.closed')]
            .filter(Boolean)
            .join(', ');
          return (
            <div
              key={day}
              role="columnheader"
              aria-colindex={index + 2}
              aria-label={name}
              className={classes.dayHead}
              data-weekend={isWeekendDay(day) || undefined}
              data-closed={isClosed || undefined}
              data-today={isToday || undefined}
              data-day={day}
              title={name}
            >
              {(index === 0 || day.endsWith('-01')) && (
                <span className={classes.month} aria-hidden>
                  {monthShort(day, language)}
                </span>
              )}
              <span className={classes.weekday} aria-hidden>
                {weekdayShort(day, language)}
              </span>
              <span className={classes.dayNumber} aria-hidden>
                {Number(day.slice(8))}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
