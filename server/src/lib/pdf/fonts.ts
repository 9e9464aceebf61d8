/**
 * The fonts every printed document embeds (subset by pdfkit): Noto Sans for Latin text and
 * Noto Sans Devanagari for Nepali, both from npm, so every installation prints the same
 * shapes whatever fonts its machine has (docs/decisions/0018-printed-documents.md).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const FONT_FILES = {
  latin: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  latinBold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  devanagari: require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
  devanagariBold: require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
} as const;
export type FontName = keyof typeof FONT_FILES;

/** A font as pdfkit's font engine (fontkit) reads it; pdfkit takes one in place of a file. */
export type ParsedFont = { layout: (...args: never[]) => unknown };

let parsed: Record<FontName, ParsedFont> | undefined;

/**
 * The fonts read once per process, at the first document: reading a font's tables took most of
 * a single document's time (about 200 ms of a report card), and a parsed font serves any number
 * of documents, each of which embeds its own subset. fontkit is the one pdfkit itself uses.
 */
export function parsedFonts(): Record<FontName, ParsedFont> {
  if (parsed) return parsed;
  const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create: (data: Uint8Array) => ParsedFont };
  parsed = Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, fontkit.create(fs.readFileSync(file))]),
  ) as Record<FontName, ParsedFont>;
  return parsed;
}
