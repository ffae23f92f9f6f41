import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type Ref,
  type RefObject,
} from 'react';
import { Button, Menu } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  IconCalendarRepeat,
  IconChevronDown,
  IconCurrencyEuro,
  IconPencil,
  IconStack2,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Rental } from '@shared/schemas/rental';
import {
  CancelLineDialog,
  ChangeDatesDialog,
  ChangePriceDialog,
  ChangeUnitsDialog,
  mayCancelLine,
  mayChangeLineDates,
  mayChangeLinePrice,
  mayChangeLineUnits,
  useAdminOrder,
  useAllowedLineChanges,
} from '@/features/orders';
import { mayChangeAtDesk } from '../lib/units';

type Change = 'units' | 'price' | 'dates' | 'cancel';

/**
 * The "Change" button (the menu's target: Mantine hands it its ref and handlers). When it leaves
 * the page (the change it opened cancelled the line, and the card offers none any more), it tells
 * `onGone` while it is still there (a layout effect's clean-up), before the browser drops the
 * focus it may have on the page's body.
 */
function ChangeButton({
  label,
  buttonRef,
  onGone,
  ref,
  ...props
}: ComponentPropsWithoutRef<'button'> & {
  label: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onGone: (button: HTMLButtonElement) => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation('desk');
  const mergedRef = useMergedRef(ref, buttonRef);
  useLayoutEffect(() => {
    const button = buttonRef.current;
    return () => {
      if (button) onGone(button);
    };
  }, [buttonRef, onGone]);
  return (
    <Button
      {...props}
      ref={mergedRef}
      size="compact-sm"
      variant="default"
      leftSection={<IconPencil size={14} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      aria-label={label}
      data-testid="desk-line-changes"
    >
      {t('rental.changes.button')}
    </Button>
  );
}

/**
 * Staff change the rental's line at the desk before it is handed over: its units, daily price and
 * dates, or cancel it, in the order page's popups, from one "Change" menu that keeps the card
 * compact on a phone. Each item is offered by the order page's own rule, and only to a role that
 * may make it (a counter cancels, a manager also re-prices); the popups refetch the rental, its
 * order and the desk's lists. A popup gives the focus back to the button; when the button is gone
 * with the line (cancelled), `focusOnGone` takes it (the page's heading).
 */
export function LineChanges({ rental, focusOnGone }: { rental: Rental; focusOnGone: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('desk');
  const { t: tOrders } = useTranslation('rentals');
  const allowed = useAllowedLineChanges();
  // Nothing to offer a role that changes no line: its order is not even read.
  const offered = mayChangeAtDesk(rental) && Object.values(allowed).some(Boolean);
  // The order is read once the rental could change, and kept while the page is open: a popup
  // closing after the line was cancelled still has its order.
  const [wanted, setWanted] = useState(offered);
  if (offered && !wanted) setWanted(true);
  const order = useAdminOrder(wanted ? rental.orderId : null).data;
  const [open, setOpen] = useState<{ change: Change; line: Rental } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Whether a popup is open, and whether one closed since: read when the button leaves the page.
  const popupOpen = useRef(false);
  const popupClosed = useRef(false);
  // The popup gives the focus back to the button when it closes (Mantine, 10 ms later). The line's
  // refetch may take the button away just before or after: the focus then goes to the heading
  // instead, whether it was on the button, in the closing popup or already fallen to the body.
  const onButtonGone = useCallback(
    (gone: HTMLButtonElement) => {
      if (popupOpen.current) return;
      const active = document.activeElement;
      const lost =
        active === gone ||
        (popupClosed.current && (active === null || active === document.body || active.closest('[role="dialog"]')));
      if (lost) focusOnGone.current?.focus();
    },
    [focusOnGone],
  );

  const line = order?.rentals.find((candidate) => candidate.id === rental.id);
  if (!order || !line) return null;

  const items = [
    {
      change: 'units' as const,
      shown: allowed.changeUnits && mayChangeLineUnits(order, line),
      icon: <IconStack2 size={16} aria-hidden />,
      label: tOrders('order.changeUnits.button'),
    },
    {
      change: 'price' as const,
      shown: allowed.changePrice && mayChangeLinePrice(order, line),
      icon: <IconCurrencyEuro size={16} aria-hidden />,
      label: tOrders('order.changePrice.button'),
    },
    {
      change: 'dates' as const,
      shown: allowed.changeDates && mayChangeLineDates(order, line),
      icon: <IconCalendarRepeat size={16} aria-hidden />,
      label: tOrders('order.changeDates.button'),
    },
    {
      change: 'cancel' as const,
      shown: allowed.cancelLine && mayCancelLine(line),
      icon: <IconX size={16} aria-hidden />,
      label: tOrders('order.cancelLine.button'),
      color: 'red',
    },
  ].filter((item) => item.shown);

  const close = () => {
    popupOpen.current = false;
    popupClosed.current = true;
    setOpen(null);
    // The line was cancelled and its refetch drew the card before the popup closed: the button it
    // would give the focus back to is gone already.
    if (!button.current?.isConnected) focusOnGone.current?.focus();
  };
  const lineIf = (change: Change) => (open?.change === change ? open.line : null);

  return (
    <>
      {offered && items.length > 0 && (
        <Menu position="bottom-end" shadow="md" width={220}>
          <Menu.Target>
            <ChangeButton
              buttonRef={button}
              onGone={onButtonGone}
              label={t('rental.changes.buttonFor', { product: rental.productName, reference: rental.orderReference })}
            />
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('rental.orderLink', { reference: rental.orderReference })}</Menu.Label>
            {items.map((item) => (
              <Menu.Item
                key={item.change}
                leftSection={item.icon}
                color={item.color}
                onClick={() => {
                  // The popup gives the focus back to what had it when it opened: the button, not
                  // this item, which leaves with the menu.
                  button.current?.focus();
                  popupOpen.current = true;
                  setOpen({ change: item.change, line });
                }}
              >
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      <ChangeUnitsDialog order={order} line={lineIf('units')} onClose={close} />
      <ChangePriceDialog order={order} line={lineIf('price')} onClose={close} />
      <ChangeDatesDialog order={order} line={lineIf('dates')} onClose={close} />
      <CancelLineDialog order={order} line={lineIf('cancel')} onClose={close} />
    </>
  );
}
