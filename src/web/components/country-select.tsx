import { useMemo } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { countryOptions } from '@/lib/countries';
import { useLanguage } from '@/i18n/use-language';

/**
 * A searchable select of the countries (lib/countries.ts: the shop's region unless `codes` says
 * otherwise), named in the reader's language; its value is the ISO code.
 */
export function CountrySelect({ codes, ...props }: Omit<SelectProps, 'data'> & { codes?: Iterable<string> }) {
  const language = useLanguage();
  const data = useMemo(() => countryOptions(language, codes), [language, codes]);
  return <Select searchable nothingFoundMessage="—" comboboxProps={{ withinPortal: true }} {...props} data={data} />;
}
