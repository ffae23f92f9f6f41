import { Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import classes from './rentals.module.css';

type Props = {
  dates: { from: string; to: string | null };
  expanded: boolean;
  controls: string;
  onToggle: () => void;
};

/** The date range, a button that shows or hides the rental's product, items and total. */
export function DateRangeToggle({ dates, expanded, controls, onToggle }: Props) {
  return (
    <UnstyledButton className={classes.toggle} onClick={onToggle} aria-expanded={expanded} aria-controls={controls}>
      <IconChevronRight size={16} className={classes.chevron} data-expanded={expanded || undefined} aria-hidden />
      {/* Each date stays on one line; a long range wraps after the dash. */}
      <Text span size="sm" fw={600} className={classes.dates}>
        {dates.to === null ? (
          <span>{dates.from}</span>
        ) : (
          <>
            <span>{dates.from} –</span> <span>{dates.to}</span>
          </>
        )}
      </Text>
    </UnstyledButton>
  );
}
