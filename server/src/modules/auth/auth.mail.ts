/** The texts of account emails. The link opens the web's reset screen (spec section 2: /reset-password/{email}/{token}). */
import { RESET_TOKEN_LIFETIME_MS } from '@hemis/contracts';
import type { MailMessage } from '../../lib/mail.ts';

export function resetPasswordLink(publicUrl: string, email: string, token: string): string {
  return `${publicUrl}/reset-password/${encodeURIComponent(email)}/${encodeURIComponent(token)}`;
}

/**
 * An email with a link to choose a password: the greeting, why it came with the link, how long
 * the link works, signed HEMIS. The accounts' emails differ in their words, not in their letter.
 */
export function passwordLinkMessage(
  letter: { to: string; name: string; subject: string; why: string; lifetime: string },
  link: string,
): MailMessage {
  return {
    to: letter.to,
    subject: letter.subject,
    text: [`Dear ${letter.name},`, '', letter.why, '', link, '', letter.lifetime, '', 'HEMIS'].join('\n'),
  };
}

/** How long a set-password link works, in hours ("48 hours"). */
export function linkHours(): string {
  const hours = RESET_TOKEN_LIFETIME_MS / 3_600_000;
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

export function resetPasswordMessage(to: { email: string; firstName: string }, link: string): MailMessage {
  const minutes = RESET_TOKEN_LIFETIME_MS / 60_000;
  return passwordLinkMessage(
    {
      to: to.email,
      name: to.firstName,
      subject: 'HEMIS: reset your password',
      why: 'Someone asked to reset the password of your HEMIS account. To choose a new password, open this link:',
      lifetime: `The link works once, within ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
    },
    link,
  );
}
