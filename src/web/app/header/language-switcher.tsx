import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languages } from '@shared/languages';
import { changeLanguage } from '@/i18n/i18n';

/** English / Español / Deutsch; the choice applies at once and is saved under `language`. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const current = i18n.resolvedLanguage;
  return (
    <Menu position="bottom-end" width={160}>
      <Tooltip label={t('header.language')} openDelay={400}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('header.language')}>
            <IconLanguage size={20} stroke={1.6} />
          </ActionIcon>
        </Menu.Target>
      </Tooltip>
      <Menu.Dropdown>
        {languages.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void changeLanguage(language)}
            rightSection={current === language ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={current === language ? 'true' : undefined}
          >
            {t(`languages.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
