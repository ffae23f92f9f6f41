import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '../../../../shared/auth-rules';
import { api } from '../../../lib/api-client';

export type SignupValues = {
  fullName: string;
  email: string;
  password: string;
  phoneNumber: string;
};

type SignupBody = {
  name: string;
  email: string;
  password: string;
  phoneNumber?: string;
  language: Language;
  callbackURL: string;
};

/** Where the link in the verification e-mail lands once the address is confirmed. */
export const VERIFIED_CALLBACK_URL = '/login?verified=1';

function toLanguage(value: string | undefined): Language {
  return (languages as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}

export function signUp(values: SignupValues, language: Language) {
  const phoneNumber = values.phoneNumber.trim();
  const body: SignupBody = {
    name: values.fullName.trim(),
    email: values.email.trim(),
    password: values.password,
    ...(phoneNumber ? { phoneNumber } : {}),
    language,
    callbackURL: VERIFIED_CALLBACK_URL,
  };
  return api.post<unknown>('/api/auth/sign-up/email', body);
}

/** Creates a customer account; the user is not signed in until the e-mail is confirmed. */
export function useSignup({ onSuccess }: { onSuccess?: () => void } = {}) {
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (values: SignupValues) => signUp(values, toLanguage(i18n.resolvedLanguage)),
    onSuccess: () => onSuccess?.(),
  });
}
