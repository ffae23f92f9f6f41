import { useId, type ReactElement } from 'react';
import { Box, Text } from '@mantine/core';
import classes from './reports.module.css';

type Props = { caption: string; note: string; children: (labelledBy: string) => ReactElement };

/**
 * A chart with its caption: the chart is an image named by the caption, and the caption says
 * where its figures are to be read (the table beside it), so nothing is only in the picture.
 */
export function ChartFigure({ caption, note, children }: Props) {
  const id = useId();
  return (
    <Box component="figure" className={classes.figure}>
      {children(id)}
      <Text component="figcaption" size="xs" c="dimmed" mt={6}>
        <span id={id}>{caption}</span>. {note}
      </Text>
    </Box>
  );
}
