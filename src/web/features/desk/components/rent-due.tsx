import { useId } from 'react';
import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fromCents } from '@shared/money';
import { REASON_MAX } from '@shared/schemas/payments';
import { useFormatPrice } from '@/components/use-format-price';
import type { RentChoice } from '../lib/money-due';
import classes from './desk.module.css';

type Props = {
  /** What the order owes at the counter now, in cents. */
  dueCents: number;
  choice: RentChoice;
  onChoice: (choice: RentChoice) => void;
  reason: string;
  onReason: (reason: string) => void;
  /** The reason is asked for and missing. */
  reasonMissing: boolean;
  disabled: boolean;
};

/**
 * The money the order still owes, taken in the hand-over's step: at the till, on the card
 * terminal, or later, saying why (the order and the dashboard show the reason). Nothing owed:
 * said so, nothing to choose.
 */
export function RentDue({ dueCents, choice, onChoice, reason, onReason, reasonMissing, disabled }: Props) {
  const { t } = useTranslation('desk');
  const formatPrice = useFormatPrice();
  const id = useId();
  if (dueCents <= 0) {
    return (
      <Text size="sm" c="teal" data-testid="rent-due">
        <IconCircleCheck size={16} aria-hidden style={{ verticalAlign: '-3px', marginRight: 4 }} />
        {t('checkOut.nothingDue')}
      </Text>
    );
  }
  return (
    <Stack gap={6} data-testid="rent-due">
      <Text size="sm" fw={500} id={id}>
        {t('checkOut.rentDue', { amount: formatPrice(fromCents(dueCents)) })}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        fullWidth
        color="brand"
        // "Customer pays later" wraps on a phone rather than being cut.
        classNames={{ label: classes.wrapLabel, control: classes.segment }}
        value={choice}
        onChange={(next) => onChoice(next as RentChoice)}
        disabled={disabled}
        data={[
          { value: 'cash', label: t('channel.cash') },
          { value: 'terminal', label: t('channel.terminal') },
          { value: 'later', label: t('checkOut.later') },
        ]}
      />
      {choice === 'later' && (
        <TextInput
          label={t('checkOut.laterReason')}
          description={t('checkOut.laterHint')}
          placeholder={t('checkOut.laterPlaceholder')}
          withAsterisk
          maxLength={REASON_MAX}
          autoComplete="off"
          value={reason}
          onChange={(event) => onReason(event.currentTarget.value)}
          error={reasonMissing ? t('checkOut.laterMissing') : undefined}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}
