/**
 * The fonts every printed document embeds (subset by pdfkit): Noto Sans for Latin text and
 * Noto Sans Devanagari for Nepali, both from npm, so every installation prints the same
 * shapes whatever fonts its machine has (docs/decisions/0018-printed-documents.md).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const FONT_FILES = {
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
 * a single document's time (about 200 ms of a report card). fontkit is the one pdfkit itself uses.
 */
function parsedFonts(): Record<FontName, ParsedFont> {
  if (parsed) return parsed;
  const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create: (data: Uint8Array) => ParsedFont };
  parsed = Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, fontkit.create(fs.readFileSync(file))]),
  ) as Record<FontName, ParsedFont>;
  return parsed;
}

/**
 * One document's fonts: each shares the tables the process read once, but has glyphs and a
 * shaping engine of its own (fontkit makes both on first use, per font object). A glyph keeps
 * the characters it was first shaped from, and pdfkit writes those as the text a reader copies
 * or searches: one Devanagari glyph serves both ा and the ो of को. Shared across documents, the
 * first word printed since the process started would decide what every later document's text
 * says; per document, the document's own first use does, as with a font read for it alone.
 */
export function documentFonts(): [FontName, ParsedFont][] {
  return (Object.entries(parsedFonts()) as [FontName, ParsedFont][]).map(([name, font]) => [
    name,
    Object.assign(Object.create(font) as ParsedFont, { _glyphs: {} }),
  ]);
}
