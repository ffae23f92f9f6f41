import type { Drag } from '../hooks/use-bar-drag';
import { BAR_INSET, UNIT_HEIGHT } from '../lib/grid-metrics';
import classes from './planner.module.css';

type Props = {
  drag: Drag;
  rowStarts: readonly number[];
  unitWidth: number;
  dayWidth: number;
  /** How many days the view has: the ghost is cut at its edges. */
  days: number;
};

/** Where a dragged bar would land: its days shifted, on the unit under the pointer. */
export function DragGhost({ drag, rowStarts, unitWidth, dayWidth, days }: Props) {
  const start = Math.max(drag.placed.start + drag.shift, 0);
  const end = Math.min(drag.placed.start + drag.placed.span - 1 + drag.shift, days - 1);
  if (end < start) return null;
  return (
    <div
      aria-hidden
      className={classes.ghost}
      style={{
        top: (rowStarts[drag.targetRow] ?? 0) + BAR_INSET,
        left: unitWidth + start * dayWidth + 2,
        width: (end - start + 1) * dayWidth - 4,
        height: UNIT_HEIGHT - 2 * BAR_INSET,
      }}
    />
  );
}
