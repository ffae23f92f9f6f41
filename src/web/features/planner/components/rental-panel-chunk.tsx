import { useEffect, useRef } from 'react';
import { Anchor, Badge, Button, Group, Modal, Stack } from '@mantine/core';
import { IconArrowsMove } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/i18n/use-language';
import { paths } from '@/lib/paths';
import { rangeText } from '../lib/dates';
import type { OpenedRental, PlannerUnit } from '../lib/layout';
import { MoveForm } from './move-form';
import classes from './planner.module.css';

type Props = {
  opened: OpenedRental | null;
  /** Showing the move form rather than the details. */
  moving: boolean;
  onMoving: (moving: boolean) => void;
  /** Every unit the view has loaded: the form offers those of the rental's product. */
  units: readonly PlannerUnit[];
  /** The signed-in role may move rentals. */
  canMove: boolean;
  onClose: () => void;
};

/**
 * A rental's side panel, opened from its bar (a chunk of its own, loaded with the first rental
 * opened): the customer, the order (a link to it), the days and the unit; "Move…" turns it into
 * the form that moves the rental.
 */
export default function RentalPanel({ opened, moving, onMoving, units, canMove, onClose }: Props) {
  const { t } = useTranslation('planner');
  const language = useLanguage();
  const bar = opened?.bar;
  // Back from the form, the focus returns to the button that opened it.
  const moveButton = useRef<HTMLButtonElement>(null);
  const wasMoving = useRef(moving);
  useEffect(() => {
    if (wasMoving.current && !moving) moveButton.current?.focus();
    wasMoving.current = moving;
  }, [moving]);
  const reference = bar?.orderReference ?? '';
  const title = !bar
    ? ''
    : moving
      ? t('move.title', { reference })
      : t('details.title', { kind: t(`kinds.${bar.kind}`), reference });
  return (
    <Modal
      opened={opened !== null}
      onClose={onClose}
      title={title}
      // A sheet along the right edge. A Modal rather than a Drawer: a second user of Drawer (the
      // header's categories are the first) would split it into a chunk the storefront's route table names.
      classNames={{ inner: classes.sheetInner, content: classes.sheet, title: classes.sheetTitle }}
      transitionProps={{ transition: 'slide-left', duration: 200 }}
      xOffset={0}
      yOffset={0}
    >
      {opened && bar && !moving && (
        <Stack gap="lg">
          <dl className={classes.details}>
            <dt>{t('details.customer')}</dt>
            <dd>{bar.customer ?? '—'}</dd>
            <dt>{t('details.order')}</dt>
            <dd>
              {/* A quote's hold is no order the order page shows: its reference, without a link. */}
              {bar.orderId !== undefined && bar.kind !== 'hold' ? (
                <Anchor component={Link} to={paths.dashboard.order.getHref(bar.orderId)} fw={600} size="sm">
                  {reference}
                </Anchor>
              ) : (
                reference
              )}
            </dd>
            <dt>{t('details.dates')}</dt>
            <dd>{rangeText(bar.dateFrom, bar.dateTo, language)}</dd>
            <dt>{t('details.unit')}</dt>
            <dd>
              {opened.unit.productName} · {opened.unit.serialNumber}
            </dd>
            <dt>{t('details.status')}</dt>
            <dd>
              <Badge variant="light" color={bar.handedOver ? 'teal' : 'gray'} radius="sm">
                {bar.handedOver ? t('details.handedOver') : t('details.notHandedOver')}
              </Badge>
            </dd>
          </dl>
          {canMove && bar.kind === 'rental' && (
            <Group justify="flex-end">
              <Button
                ref={moveButton}
                leftSection={<IconArrowsMove size={18} aria-hidden />}
                onClick={() => onMoving(true)}
              >
                {t('details.move')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
      {opened && moving && (
        <MoveForm
          opened={opened}
          units={units.filter((unit) => unit.productId === opened.unit.productId)}
          onCancel={() => onMoving(false)}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}
