import type { ComponentProps } from 'react';
import classes from './serial-tag.module.css';

type Props = ComponentProps<'span'> & {
  /** A long serial number may break anywhere rather than overflow its narrow place. */
  anywhere?: boolean;
};

/** A unit's serial number as a small tag (an order's lines, a rental's units, an incident's, the dashboard's). */
export function SerialTag({ anywhere = false, className, ...span }: Props) {
  const names = [classes.serial, anywhere ? classes.anywhere : null, className].filter(Boolean).join(' ');
  return <span className={names} {...span} />;
}
