import { useCallback } from 'react';
import type { Language } from '@shared/languages';
import { changeLanguage } from '@/i18n/i18n';
import { useCurrentUser } from '@/features/auth';
import { useUpdateProfile } from './use-update-profile';

/**
 * Switches the site's language at once (saved in the browser, SPEC section 4) and, for a
 * signed-in customer, also on their profile, so the shop's e-mails come in it. The profile save
 * is fire and forget: when it fails, the site has switched all the same.
 */
export function useChooseLanguage() {
  const { user } = useCurrentUser();
  const { mutate: saveLanguage } = useUpdateProfile();
  const saved = user?.language;
  const signedIn = user !== null;
  return useCallback(
    (language: Language) => {
      void changeLanguage(language);
      if (signedIn && language !== saved) saveLanguage({ language });
    },
    [signedIn, saved, saveLanguage],
  );
}
