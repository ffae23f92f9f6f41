import { useId, useState } from 'react';
import { Anchor, Checkbox, Collapse, Group, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { waiverTermsIn } from '@shared/damage-waiver';
import { formatEuros } from '@shared/money';
import { useLanguage } from '@/i18n/use-language';
import type { ShopWaiver } from '../api/use-cart-price';

/** Terms up to this long, on one line of text, are shown as they are; longer ones behind "What it covers". */
const SHORT_TERMS = 160;

const termsStyle = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

/** The shop's own words on what the waiver covers: said at once when short, else opened on request. */
function WaiverTerms({ terms }: { terms: string }) {
  const { t } = useTranslation('cart');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <Anchor
        component="button"
        type="button"
        size="xs"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {t('waiver.terms')}
        <IconChevronDown
          size={14}
          aria-hidden
          style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
        />
      </Anchor>
      <Collapse expanded={open} id={id} transitionDuration={150}>
        <Text size="xs" c="dimmed" mt={4} style={termsStyle} data-testid="damage-waiver-terms">
          {terms}
        </Text>
      </Collapse>
    </div>
  );
}

const isShort = (terms: string) => terms.length <= SHORT_TERMS && !terms.includes('\n');

type Props = {
  waiver: ShopWaiver;
  /** The customer ticked it (read when it is optional). */
  taken: boolean;
  /** Its price on the cart's rent as it is now, taken or not. */
  priceCents: number;
  onChange: (taken: boolean) => void;
};

/**
 * The damage waiver as the shop offers it: a checkbox with its price when optional, a line saying
 * it is included when required (each with the shop's terms), nothing when off.
 */
export function DamageWaiverOption({ waiver, taken, priceCents, onChange }: Props) {
  const { t } = useTranslation('cart');
  const language = useLanguage();
  if (waiver.mode === 'off') return null;
  const terms = waiverTermsIn(waiver, language);
  const shortTerms = terms !== '' && isShort(terms) ? terms : undefined;
  const longTerms = terms !== '' && !isShort(terms) ? terms : undefined;
  const values = { percent: waiver.percent, price: formatEuros(priceCents, language) };

  if (waiver.mode === 'optional') {
    return (
      <Stack gap={6} data-testid="damage-waiver">
        <Checkbox
          label={t('waiver.add', values)}
          description={shortTerms}
          checked={taken}
          onChange={(event) => onChange(event.currentTarget.checked)}
          styles={{ description: termsStyle }}
        />
        {longTerms && (
          <div style={{ paddingInlineStart: 32 }}>
            <WaiverTerms terms={longTerms} />
          </div>
        )}
      </Stack>
    );
  }

  return (
    <Group gap={10} wrap="nowrap" align="flex-start" data-testid="damage-waiver">
      <IconShieldCheck size={20} stroke={1.7} aria-hidden style={{ flex: 'none', marginTop: 1 }} />
      <Stack gap={4} miw={0}>
        <Text size="sm">{t('waiver.included', values)}</Text>
        {shortTerms && (
          <Text size="xs" c="dimmed" style={termsStyle}>
            {shortTerms}
          </Text>
        )}
        {longTerms && <WaiverTerms terms={longTerms} />}
      </Stack>
    </Group>
  );
}
