/**
 * The texts of account emails, in the recipient's language (User.language, issue #32). The link
 * opens the web's reset screen (spec section 2: /reset-password/{email}/{token}).
 */
import { RESET_TOKEN_LIFETIME_MS, localDigits, type Language } from '@hemis/contracts';
import type { MailMessage } from '../../lib/mail.ts';

/** The person an account email goes to, and the language they read HEMIS in. */
export interface LetterRecipient {
  email: string;
  name: string;
  language: Language;
}

/** What a set-password email says in one language: its subject, why the link came, how long it works. */
export interface LetterWords {
  subject: string;
  why: string;
  lifetime: string;
}

const GREETING: Record<Language, (name: string) => string> = {
  en: (name) => `Dear ${name},`,
  ne: (name) => `प्रिय ${name},`,
};

export function resetPasswordLink(publicUrl: string, email: string, token: string): string {
  return `${publicUrl}/reset-password/${encodeURIComponent(email)}/${encodeURIComponent(token)}`;
}

/**
 * An email with a link to choose a password: the greeting, why it came with the link, how long
 * the link works, signed HEMIS. The accounts' emails differ in their words, not in their letter;
 * each gives its words in every language and the recipient's is used.
 */
export function passwordLinkMessage(
  to: LetterRecipient,
  words: Record<Language, LetterWords>,
  link: string,
): MailMessage {
  const { subject, why, lifetime } = words[to.language];
  return {
    to: to.email,
    subject,
    text: [GREETING[to.language](to.name), '', why, '', link, '', lifetime, '', 'HEMIS'].join('\n'),
  };
}

/** How long a set-password link works, in hours ("48 hours", "४८ घण्टा"). */
export function linkHours(language: Language): string {
  const hours = RESET_TOKEN_LIFETIME_MS / 3_600_000;
  if (language === 'ne') return `${localDigits(hours, language)} घण्टा`;
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

export function resetPasswordMessage(
  to: { email: string; firstName: string; language: Language },
  link: string,
): MailMessage {
  const minutes = RESET_TOKEN_LIFETIME_MS / 60_000;
  return passwordLinkMessage(
    { email: to.email, name: to.firstName, language: to.language },
    {
      en: {
        subject: 'HEMIS: reset your password',
        why: 'Someone asked to reset the password of your HEMIS account. To choose a new password, open this link:',
        lifetime: `The link works once, within ${minutes} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
      },
      ne: {
        subject: 'HEMIS: आफ्नो पासवर्ड रिसेट गर्नुहोस्',
        why: 'कसैले तपाईंको HEMIS खाताको पासवर्ड रिसेट गर्न अनुरोध गर्नुभयो। नयाँ पासवर्ड राख्न यो लिङ्क खोल्नुहोस्:',
        lifetime: `यो लिङ्कले ${localDigits(minutes, 'ne')} मिनेटभित्र एक पटक मात्र काम गर्छ। तपाईंले अनुरोध गर्नुभएको होइन भने यो इमेललाई वास्ता नगर्नुहोस्: तपाईंको पासवर्ड जस्ताको तस्तै रहन्छ।`,
      },
    },
    link,
  );
}
