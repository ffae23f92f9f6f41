import type { ReactNode } from 'react';
import { useEffect, useMemo } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Toasts } from '@/components/toasts';
import { themeColorSchemeManager } from '../theme/color-scheme-manager';
import { cssVariablesResolver, themeWithLabels } from '../theme/theme';
import { useRefetchOnLanguageChange } from './refetch-on-language-change';
import { useLanguage } from '@/i18n/use-language';

const colorSchemeManager = themeColorSchemeManager();

/** <html lang> and the server's catalogue texts follow the language chosen in the header. */
function LocalizedPage({ children }: { children: ReactNode }) {
  useRefetchOnLanguageChange();
  const language = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return children;
}

/** The theme, with Mantine's icon-only buttons named in the language on screen. */
function ThemeProvider({ children }: { children: ReactNode }) {
  // A new `t` comes with each change of language, and with it a theme with the new names.
  const { t } = useTranslation('common');
  const theme = useMemo(
    () =>
      themeWithLabels({
        close: t('close'),
      }),
    [t],
  );
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      {children}
    </MantineProvider>
  );
}

type Props = {
  children: ReactNode;
  /** The browser's one client, or, where a page is written on the server, that page's own. */
  queryClient: QueryClient;
  i18n: I18n;
};

export function AppProviders({ children, queryClient, i18n }: Props) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <LocalizedPage>
            <Toasts />
            {children}
          </LocalizedPage>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
