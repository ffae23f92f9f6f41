import type { ReactNode } from 'react';
import { useEffect, useMemo } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import 'dayjs/locale/es';
import 'dayjs/locale/de';
import { themeColorSchemeManager } from '../theme/color-scheme-manager';
import { cssVariablesResolver, themeWithLabels } from '../theme/theme';
import { queryClient } from './query-client';
import { useRefetchOnLanguageChange } from './refetch-on-language-change';

const colorSchemeManager = themeColorSchemeManager();

/** Date pickers, <html lang> and the server's catalogue texts follow the language chosen in the header. */
function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  useRefetchOnLanguageChange();
  const language = i18n.resolvedLanguage ?? 'en';
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <DatesProvider settings={{ locale: language, firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}

/**
 * Toasts (SPEC section 9, decision 012): 3 s, a 150 ms dismissal animation, paused while hovered
 * (Mantine's default), the ones beyond the limit queued and shown as others leave. Bottom-right,
 * three at a time; on a phone-sized screen, where the page's main action (proceed to checkout, a
 * form's submit) sits low, one at a time at the top, over the sticky header.
 */
const TOASTS = { autoClose: 3000, transitionDuration: 150, phoneQuery: '(max-width: 47.99em)' };

function Toasts() {
  const phone = useMediaQuery(TOASTS.phoneQuery, false, { getInitialValueInEffect: false });
  return (
    <Notifications
      position={phone ? 'top-center' : 'bottom-right'}
      limit={phone ? 1 : 3}
      autoClose={TOASTS.autoClose}
      transitionDuration={TOASTS.transitionDuration}
    />
  );
}

/** The theme, with Mantine's icon-only buttons named in the language on screen. */
function ThemeProvider({ children }: { children: ReactNode }) {
  // A new `t` comes with each change of language, and with it a theme with the new names.
  const { t } = useTranslation(['rentals', 'catalog']);
  const theme = useMemo(
    () =>
      themeWithLabels({
        close: t('rentals:close'),
        previousPage: t('catalog:pagination.previous'),
        nextPage: t('catalog:pagination.next'),
        page: (page) => t('catalog:pagination.page', { page }),
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

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <LocalizedDates>
          <ModalsProvider>
            <Toasts />
            {children}
          </ModalsProvider>
        </LocalizedDates>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
