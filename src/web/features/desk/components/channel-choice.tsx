import { useId } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { counterChannels, type CounterChannel } from '@shared/schemas/payments';

type Props = { label: string; value: CounterChannel; onChange: (channel: CounterChannel) => void };

/** Where money changes hands at the counter: the till or the card terminal, two large targets. */
export function ChannelChoice({ label, value, onChange }: Props) {
  const { t } = useTranslation('desk');
  const id = useId();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        fullWidth
        color="brand"
        value={value}
        onChange={(next) => onChange(next as CounterChannel)}
        data={counterChannels.map((channel) => ({ value: channel, label: t(`channel.${channel}`) }))}
      />
    </Stack>
  );
}
