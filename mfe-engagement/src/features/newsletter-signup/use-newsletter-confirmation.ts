import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { confirmedBefore, confirmNewsletterSignUp, isConfirmLinkInvalid } from './newsletter-signup-api';

/** Where opening the e-mailed confirmation link stands. */
export type NewsletterConfirmation =
  | { status: 'link-invalid' }
  | { status: 'confirming' }
  | { status: 'confirmed' }
  | { status: 'failed'; retry: () => void };

/**
 * Confirms the sign-up of the e-mailed link once (a second post would be refused as used), or says this tab already
 * did after a reload. A missing link is an invalid one: the page offers to sign up again.
 */
export function useNewsletterConfirmation(token: string | null): NewsletterConfirmation {
  const before = token ? confirmedBefore(token) : false;
  const confirm = useMutation({
    mutationKey: ['engagement', 'newsletter-confirm'],
    mutationFn: confirmNewsletterSignUp,
  });
  const sent = useRef<string | null>(null);
  const { mutate } = confirm;

  useEffect(() => {
    if (!token || before || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, before, mutate]);

  if (!token) return { status: 'link-invalid' };
  if (before || confirm.isSuccess) return { status: 'confirmed' };
  if (confirm.isError) {
    return isConfirmLinkInvalid(confirm.error)
      ? { status: 'link-invalid' }
      : { status: 'failed', retry: () => mutate(token) };
  }
  return { status: 'confirming' };
}
