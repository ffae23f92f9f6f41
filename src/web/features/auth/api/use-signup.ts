import { useMutation } from '@tanstack/react-query';
import { type Language } from '@shared/languages';
import { api, unwrap } from '@/lib/api-client';
import { useLanguage } from '@/i18n/use-language';

/** The sign-up form's fields (the server's body calls the full name `name`). */
export type SignupValues = {
  fullName: string;
  email: string;
  password: string;
  phoneNumber: string;
};

/** Where the link in the verification e-mail lands once the address is confirmed. */
const VERIFIED_CALLBACK_URL = '/login?verified=1';

/** Sent as typed: the server's signupSchema trims the name and phone and lower-cases the e-mail. */
function signUp({ fullName, email, password, phoneNumber }: SignupValues, language: Language) {
  const body = {
    name: fullName,
    email,
    password,
    // The phone is optional: an empty field is left out rather than stored blank.
    ...(phoneNumber.trim() ? { phoneNumber } : {}),
    language,
    callbackURL: VERIFIED_CALLBACK_URL,
  };
  return unwrap(api.POST('/api/auth/sign-up/email', { body }));
}

/** Creates a customer account; the user is not signed in until the e-mail is confirmed. */
export function useSignup({ onSuccess }: { onSuccess?: () => void } = {}) {
  const language = useLanguage();
  return useMutation({
    mutationFn: (values: SignupValues) => signUp(values, language),
    onSuccess: () => onSuccess?.(),
  });
}
