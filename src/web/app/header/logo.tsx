import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import classes from './header.module.css';

function CameraMark() {
  return (
    <svg className={classes.mark} width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
      <path
        d="M9 11.5h2.6l1.5-2.2h5.8l1.5 2.2H23a1.5 1.5 0 0 1 1.5 1.5v8.5A1.5 1.5 0 0 1 23 23H9a1.5 1.5 0 0 1-1.5-1.5V13A1.5 1.5 0 0 1 9 11.5Z"
        fill="#fff"
      />
      <circle cx="16" cy="17" r="3.6" fill="var(--mantine-primary-color-filled)" />
      <circle cx="16" cy="17" r="1.7" fill="#fff" />
    </svg>
  );
}

export function Logo({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <UnstyledButton
      component={Link}
      to={paths.home.getHref()}
      aria-label={t('header.home')}
      className={classes.logo}
      onClick={onClick}
    >
      <Group gap={8} wrap="nowrap">
        <CameraMark />
        <Text component="span" fw={800} fz={20} lh={1} className={classes.wordmark}>
          Framehire
        </Text>
      </Group>
    </UnstyledButton>
  );
}
