import type { ReactNode } from 'react';
import { Anchor, Text, UnstyledButton } from '@mantine/core';
import { IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CatalogMode } from '../lib/catalog-mode';
import classes from './catalog-admin.module.css';

type Props = {
  mode: CatalogMode;
  /** The record's name, in the button's accessible name ("Edit Lenses"). */
  name: string;
  /** Where the row leads without a mode (a category's children, a product's shop page); null: nowhere. */
  href: string | null;
  /** The record's page of the audit log, where history mode leads. */
  historyHref: string;
  onPick: () => void;
  children: ReactNode;
};

/**
 * The name of a row or card, and what a click on the row does: a button that opens the record's
 * form or delete confirmation in a mode, a link to its history in history mode, otherwise a link
 * (or, with nowhere to go, plain text).
 * Put it in an element with the `target` class, which the button's click area then fills.
 */
export function RowAction({ mode, name, href, historyHref, onPick, children }: Props) {
  const { t } = useTranslation('dashboard');
  if (mode === 'history') {
    return (
      <Anchor
        component={Link}
        to={historyHref}
        className={classes.action}
        size="sm"
        aria-label={t('catalog.historyNamed', { name })}
      >
        <IconHistory size={15} stroke={2} className={classes.modeIcon} aria-hidden />
        {children}
      </Anchor>
    );
  }
  if (mode !== null) {
    const Icon = mode === 'edit' ? IconPencil : IconTrash;
    return (
      <UnstyledButton
        className={classes.action}
        onClick={onPick}
        aria-label={t(mode === 'edit' ? 'catalog.editNamed' : 'catalog.deleteNamed', { name })}
        fz="sm"
      >
        <Icon size={15} stroke={2} className={classes.modeIcon} aria-hidden />
        {children}
      </UnstyledButton>
    );
  }
  if (href === null) {
    return (
      <Text span size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    );
  }
  return (
    <Anchor component={Link} to={href} className={classes.action} size="sm">
      {children}
    </Anchor>
  );
}
