import { useMemo } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '@shared/languages';
import { countryOptions } from '@/lib/countries';

/** A searchable select of the countries (lib/countries.ts), named in the reader's language; its value is the ISO code. */
export function CountrySelect(props: Omit<SelectProps, 'data'>) {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage);
  const data = useMemo(() => countryOptions(language), [language]);
  return <Select searchable nothingFoundMessage="—" comboboxProps={{ withinPortal: true }} {...props} data={data} />;
}
