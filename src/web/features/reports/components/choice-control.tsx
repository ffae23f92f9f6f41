import { useId } from 'react';
import { Box, SegmentedControl, Select, Text } from '@mantine/core';

type Props<Value extends string> = {
  label: string;
  data: { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  /** A phone's width: a select instead of the row of choices, which would not fit. */
  narrow: boolean;
  testId?: string;
};

/** One choice of a few, all in sight (a segmented row of radios), or a select where the row would not fit. */
export function ChoiceControl<Value extends string>({ label, data, value, onChange, narrow, testId }: Props<Value>) {
  const labelId = useId();
  if (narrow) {
    return (
      <Select
        label={label}
        data={data}
        value={value}
        onChange={(next) => next && onChange(next as Value)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-testid={testId}
      />
    );
  }
  return (
    <Box>
      <Text component="div" id={labelId} size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={data}
        value={value}
        onChange={(next) => onChange(next as Value)}
        data-testid={testId}
      />
    </Box>
  );
}
