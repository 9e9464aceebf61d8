/** The texts of account emails. The link opens the web's reset screen (spec section 2: /reset-password/{email}/{token}). */
import { RESET_TOKEN_LIFETIME_MS } from '@hemis/contracts';
import type { MailMessage } from '../../lib/mail.ts';

export function resetPasswordLink(publicUrl: string, email: string, token: string): string {
  return `${publicUrl}/reset-password/${encodeURIComponent(email)}/${encodeURIComponent(token)}`;
}

export function resetPasswordMessage(to: { email: string; firstName: string }, link: string): MailMessage {
  const minutes = RESET_TOKEN_LIFETIME_MS / 60_000;
  return {
    to: to.email,
    subject: 'HEMIS: reset your password',
    link,
    text: [
      `Dear ${to.firstName},`,
      '',
      'Someone asked to reset the password of your HEMIS account. To choose a new password, open this link:',
      '',
      link,
      '',
      `The link works once, within ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
      '',
      'HEMIS',
    ].join('\n'),
  };
}
