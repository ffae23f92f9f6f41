import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useThemeToggle } from './use-theme-toggle';

export function ThemeToggle() {
  const { t } = useTranslation('common');
  const { scheme, toggle } = useThemeToggle();
  const label = scheme === 'dark' ? t('header.themeToLight') : t('header.themeToDark');
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon variant="subtle" color="gray" size="lg" onClick={toggle} aria-label={label}>
        {scheme === 'dark' ? <IconSun size={20} stroke={1.6} /> : <IconMoon size={20} stroke={1.6} />}
      </ActionIcon>
    </Tooltip>
  );
}
