import type { RegisterConfirmAnswer } from '@storefront/api-schemas';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { confirmedBefore, confirmRegistration, isLinkInvalid } from './registration-api';

/** Where opening the e-mailed link stands. */
export type RegistrationConfirmation =
  | { status: 'no-link' }
  | { status: 'confirming' }
  | { status: 'confirmed'; answer: RegisterConfirmAnswer }
  | { status: 'link-invalid' }
  | { status: 'failed'; retry: () => void };

/**
 * Opens the account of the e-mailed link once (the token works once: a second post would be refused), or shows the
 * answer this tab already got for it after a reload.
 */
export function useRegistrationConfirmation(token: string | null): RegistrationConfirmation {
  const before = token ? confirmedBefore(token) : null;
  const confirm = useMutation({ mutationKey: ['account', 'register-confirm'], mutationFn: confirmRegistration });
  const sent = useRef<string | null>(null);
  const { mutate } = confirm;

  useEffect(() => {
    if (!token || before || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, before, mutate]);

  if (!token) return { status: 'no-link' };
  const answer = confirm.data ?? before;
  if (answer) return { status: 'confirmed', answer };
  if (confirm.isError) {
    return isLinkInvalid(confirm.error) ? { status: 'link-invalid' } : { status: 'failed', retry: () => mutate(token) };
  }
  return { status: 'confirming' };
}
