import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languages } from '@shared/languages';
import { useChooseLanguage } from '@/features/account';
import { useLanguage } from '@/i18n/use-language';

/**
 * English / Español / Deutsch; the choice applies at once and is saved under `language`, and on a
 * signed-in customer's profile, so the shop's e-mails come in it too.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const current = useLanguage();
  const chooseLanguage = useChooseLanguage();
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
            onClick={() => chooseLanguage(language)}
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
