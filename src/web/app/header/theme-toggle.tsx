import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useThemeToggle } from './use-theme-toggle';

export function ThemeToggle() {
  const { t } = useTranslation('common');
  const { scheme, toggle } = useThemeToggle();
  const label = scheme === 'dark' ? t('header.themeToLight') : t('header.themeToDark');
  // Both icons, the one of the other scheme hidden by the page's colour scheme: the right one
  // shows from the first paint, before the app knows which scheme was saved.
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon variant="subtle" color="gray" size="lg" onClick={toggle} aria-label={label}>
        <IconSun size={20} stroke={1.6} className="fh-dark-only" />
        <IconMoon size={20} stroke={1.6} className="fh-light-only" />
      </ActionIcon>
    </Tooltip>
  );
}
