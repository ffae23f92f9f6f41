import { Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REASON_MAX } from '@shared/schemas/payments';
import type { FeeReduction, ReductionProblems } from '../lib/late-fee-reduction';

type Props = {
  value: FeeReduction;
  onChange: (value: FeeReduction) => void;
  /** What is wrong, shown once the desk tried to send it. */
  problems: ReductionProblems;
  /** The fee computed, as the desk writes it ("€75.00"). */
  due: string;
  disabled: boolean;
};

/** "Reduce or waive the late fee": the amount charged instead (0 waives it) and why; the audit log keeps both. */
export function LateFeeReduction({ value, onChange, problems, due, disabled }: Props) {
  const { t } = useTranslation('desk');
  return (
    <Stack gap="xs">
      <Switch
        label={t('checkIn.reduce')}
        checked={value.on}
        onChange={(event) => onChange({ ...value, on: event.currentTarget.checked })}
        disabled={disabled}
      />
      {value.on && (
        <>
          <TextInput
            label={t('checkIn.reducedAmount')}
            description={t('checkIn.reducedHint', { amount: due })}
            withAsterisk
            inputMode="decimal"
            autoComplete="off"
            value={value.amount}
            onChange={(event) => onChange({ ...value, amount: event.currentTarget.value })}
            error={problems.amount && t(`checkIn.reducedProblem.${problems.amount}`, { amount: due })}
            disabled={disabled}
          />
          <TextInput
            label={t('checkIn.reducedReason')}
            placeholder={t('checkIn.reducedPlaceholder')}
            withAsterisk
            maxLength={REASON_MAX}
            autoComplete="off"
            value={value.reason}
            onChange={(event) => onChange({ ...value, reason: event.currentTarget.value })}
            error={problems.reason && t('checkIn.reducedProblem.reason')}
            disabled={disabled}
          />
        </>
      )}
    </Stack>
  );
}
