import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import 'dayjs/locale/es';
import 'dayjs/locale/de';
import { themeColorSchemeManager } from '../theme/color-scheme-manager';
import { theme } from '../theme/theme';
import { queryClient } from './query-client';

const colorSchemeManager = themeColorSchemeManager();

/** Date pickers and <html lang> follow the language chosen in the header. */
function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto">
        <LocalizedDates>
          <ModalsProvider>
            <Notifications position="bottom-right" autoClose={3000} />
            {children}
          </ModalsProvider>
        </LocalizedDates>
      </MantineProvider>
    </QueryClientProvider>
  );
}
