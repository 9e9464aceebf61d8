/**
 * Time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30-second steps, as every authenticator
 * app reads them) through otplib, on the app's clock so that tests and demos move time. A code
 * is accepted within one step either side of now, for clocks that drift, and only for a step
 * after the last one accepted, so each code works once.
 */
import { generateSecret, generateURI, verify } from 'otplib';
import type { Clock } from '../../lib/clock.ts';

export const TOTP_PERIOD_SECONDS = 30;
/** One step either side of now. */
const DRIFT_SECONDS = TOTP_PERIOD_SECONDS;
const ISSUER = 'HEMIS';

/** A new shared secret, base32, 160 bits (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUrl(email: string, secret: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret });
}

/** The address as a QR code, a PNG data: URL the web shows as an image. */
export async function qrCodeOf(url: string): Promise<string> {
  // Read at the first enrolment rather than at start, as the PDF layer reads it.
  const { default: qrcode } = await import('qrcode');
  return qrcode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
}

/** The step the clock is in. */
export function currentStep(clock: Clock): number {
  return Math.floor(clock.now().getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The step the code belongs to, when it is the code of a step within the drift of now and after
 * `lastUsedStep`; otherwise undefined.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  clock: Clock,
  lastUsedStep: bigint | null,
): Promise<number | undefined> {
  const epoch = Math.floor(clock.now().getTime() / 1000);
  const after = lastUsedStep === null ? undefined : Number(lastUsedStep);
  // A step accepted beyond the window (a clock set back since) leaves nothing to accept.
  if (after !== undefined && after >= currentStep(clock) + 1) return undefined;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch,
      epochTolerance: DRIFT_SECONDS,
      ...(after === undefined ? {} : { afterTimeStep: after }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    // otplib throws on a token of the wrong shape: that is a wrong code too.
    return undefined;
  }
}
