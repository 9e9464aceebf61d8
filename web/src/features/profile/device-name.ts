/**
 * A session's device as a person reads it ("Firefox on Windows") from the User-Agent the
 * browser sent when signing in. Only the common browsers and systems are named; anything else
 * shows its own name, shortened.
 */

/** Most specific first: Edge and Opera also say Chrome, Chrome also says Safari. */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** iOS and Android before the desktop systems their User-Agents also name (Mac OS X, Linux). */
const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const SHORTENED_TO = 60;

const firstMatch = (userAgent: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

export function deviceName(userAgent: string | null): string {
  const text = userAgent?.trim();
  if (!text) return 'Unknown device';
  const browser = firstMatch(text, BROWSERS);
  const system = firstMatch(text, SYSTEMS);
  const known = browser && system ? `${browser} on ${system}` : (browser ?? system);
  if (known) return known;
  return text.length > SHORTENED_TO ? `${text.slice(0, SHORTENED_TO - 1)}…` : text;
}
