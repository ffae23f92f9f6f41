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
      <LabelledChoice
        id="drawer-theme-label"
        label={t('header.theme')}
        value={scheme}
        onChange={(value) => setScheme(value === 'dark' ? 'dark' : 'light')}
        data={[
          { value: 'light', label: t('header.light') },
          { value: 'dark', label: t('header.dark') },
        ]}
      />
      <LabelledChoice
        id="drawer-language-label"
        label={t('header.languageLabel')}
        value={current}
        onChange={(value) => chooseLanguage(asLanguage(value))}
        data={languages.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
      />
    </Stack>
  );
}

type ChoiceProps = {
  /** The label's id, which names the choice. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  data: { value: string; label: string }[];
};

/** A full-width choice of a few options under its label. */
function LabelledChoice({ id, label, value, onChange, data }: ChoiceProps) {
  return (
    <div>
      <Text size="sm" fw={500} mb={6} id={id}>
        {label}
      </Text>
      <SegmentedControl fullWidth aria-labelledby={id} value={value} onChange={onChange} data={data} />
    </div>
  );
}
