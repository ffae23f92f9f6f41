import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { asLanguage, languages } from '@shared/languages';
import { useChooseLanguage } from '@/features/account';
import { useThemeToggle } from './use-theme-toggle';
import { useLanguage } from '@/i18n/use-language';

/** Theme and language for phones, where the header has no room for their icon buttons. */
export function MobilePreferences() {
  const { t } = useTranslation('common');
  const current = useLanguage();
  const { scheme, setScheme } = useThemeToggle();
  const chooseLanguage = useChooseLanguage();
  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" fw={500} mb={6} id="drawer-theme-label">
          {t('header.theme')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby="drawer-theme-label"
          value={scheme}
          onChange={(value) => setScheme(value === 'dark' ? 'dark' : 'light')}
          data={[
            { value: 'light', label: t('header.light') },
            { value: 'dark', label: t('header.dark') },
          ]}
        />
      </div>
      <div>
        <Text size="sm" fw={500} mb={6} id="drawer-language-label">
          {t('header.languageLabel')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby="drawer-language-label"
          value={current}
          onChange={(value) => chooseLanguage(asLanguage(value))}
          data={languages.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
        />
      </div>
    </Stack>
  );
}
