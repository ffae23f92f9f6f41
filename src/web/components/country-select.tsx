import { useMemo } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '@shared/languages';
import { countryOptions } from '@/lib/countries';

/**
 * A searchable select of the countries (lib/countries.ts: the shop's region unless `codes` says
 * otherwise), named in the reader's language; its value is the ISO code.
 */
export function CountrySelect({ codes, ...props }: Omit<SelectProps, 'data'> & { codes?: Iterable<string> }) {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage);
  const data = useMemo(() => countryOptions(language, codes), [language, codes]);
  return <Select searchable nothingFoundMessage="—" comboboxProps={{ withinPortal: true }} {...props} data={data} />;
}
