/**
 * Deployment settings, read at build time from the same variables the server reads (the
 * repository's .env or the environment; see vite.config.ts): the footer of spec section 1
 * and the addresses of the Links dropdown, which the spec does not name.
 */
const env = import.meta.env;

export const appConfig = {
  supportPhone: env.SUPPORT_PHONE || '+977-1-0000000',
  supportEmail: env.SUPPORT_EMAIL || 'support@hemis.local',
  developerCredit: env.DEVELOPER_CREDIT || 'HEMIS contributors',
  /** Empty when not configured: the Links item then shows, disabled. */
  userManualUrl: env.USER_MANUAL_URL ?? '',
  oldEmisUrl: env.OLD_EMIS_URL ?? '',
} as const;

/** Uploaded files (logos) are served by file name under /uploads (spec section 7). */
export function uploadUrl(fileName: string | null | undefined): string | undefined {
  return fileName ? `/uploads/${encodeURIComponent(fileName)}` : undefined;
}
