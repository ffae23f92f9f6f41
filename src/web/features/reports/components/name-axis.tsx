/** A horizontal bar chart's names: the axis's width in px, and the characters that fit in it. */
const WIDTH = { narrow: 128, wide: 200 };
const CHARACTERS = { narrow: 16, wide: 28 };

/** A name short enough for the axis (the table beside the chart has it whole). */
export const axisName = (name: string, narrow: boolean) => {
  const most = narrow ? CHARACTERS.narrow : CHARACTERS.wide;
  return name.length > most ? `${name.slice(0, most - 1).trimEnd()}…` : name;
};

type TickProps = { x?: number | string; y?: number | string; payload?: { value?: unknown } };

/** A name on one line, ending at the axis (Recharts would wrap it onto two). */
function NameTick({ x, y, payload }: TickProps) {
  return (
    <text x={x} y={y} dy={4} dx={-6} textAnchor="end" fontSize={12} fill="currentColor">
      {String(payload?.value ?? '')}
    </text>
  );
}

/** The y axis of a horizontal bar chart of names (@mantine/charts' `yAxisProps`). */
export const nameAxis = (narrow: boolean) => ({
  width: narrow ? WIDTH.narrow : WIDTH.wide,
  tick: NameTick,
  interval: 0 as const,
});
