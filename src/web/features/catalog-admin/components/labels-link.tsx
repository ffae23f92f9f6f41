import { Anchor, Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { labelsHref } from '../api/labels-href';
import classes from './catalog-admin.module.css';

type Props = {
  of: { productId: number } | { itemIds: number[] };
  /** What the link says to a screen reader after "Print labels": whose labels. */
  whose: string;
  /** A button in a toolbar or form, or a small link in a row. */
  look: 'button' | 'link';
  disabled?: boolean;
};

/**
 * "Print labels": the units' label sheet (a PDF of QR codes and serial numbers) in a new tab,
 * where the browser's own viewer prints it.
 */
export function LabelsLink({ of, whose, look, disabled }: Props) {
  const { t } = useTranslation('desk');
  const common = {
    component: 'a' as const,
    href: labelsHref(of),
    target: '_blank',
    rel: 'noopener',
    'aria-label': `${t('labels.print')}: ${whose} ${t('labels.newTab')}`,
    'data-testid': 'print-labels',
  };
  if (look === 'link') {
    return (
      <Anchor {...common} size="xs" className={classes.aboveTarget}>
        <IconPrinter size={13} aria-hidden style={{ verticalAlign: '-2px', marginRight: 3 }} />
        {t('labels.print')}
      </Anchor>
    );
  }
  // A link cannot be disabled: without its address it goes nowhere, and aria-disabled tells
  // assistive technology (and axe, which then leaves its dimmed colours alone) that it is off.
  const off = disabled ? { href: undefined, 'aria-disabled': true } : {};
  return (
    <Button
      {...common}
      {...off}
      variant="default"
      leftSection={<IconPrinter size={16} aria-hidden />}
      disabled={disabled}
    >
      {t('labels.print')}
    </Button>
  );
}
