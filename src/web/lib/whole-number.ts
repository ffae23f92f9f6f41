/** Whether a number field holds a whole number from 0 to `max` (Mantine's NumberInput holds '' while emptied). */
export const isWholeUpTo = (value: number | string, max: number) =>
  value !== '' && Number.isInteger(Number(value)) && Number(value) >= 0 && Number(value) <= max;
