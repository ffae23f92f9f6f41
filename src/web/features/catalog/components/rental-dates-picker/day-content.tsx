import classes from './rental-dates-picker.module.css';

/** A day's number with its free-unit count under it; the count slot keeps its height while loading. */
export function DayContent({ day, free }: { day: number; free?: number | undefined }) {
  return (
    <span className={classes.dayInner}>
      <span className={classes.dayNumber}>{day}</span>
      <span className={classes.dayFree} aria-hidden>
        {free ?? ''}
      </span>
    </span>
  );
}
