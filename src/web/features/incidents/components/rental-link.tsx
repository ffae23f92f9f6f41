import { Anchor } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './incidents.module.css';

/** "Go to rental": the rental request the incident was reported on, opened on its own (`to`). */
export function RentalLink({ to }: { to: string }) {
  const { t } = useTranslation('incidents');
  return (
    <Anchor component={Link} to={to} size="sm" fw={600} className={classes.rentalLink}>
      {t('goToRental')}
      <IconArrowRight size={14} stroke={2} aria-hidden />
    </Anchor>
  );
}
