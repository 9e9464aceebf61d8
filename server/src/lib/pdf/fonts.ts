/**
 * The fonts every printed document embeds (subset by pdfkit): Noto Sans for Latin text and
 * Noto Sans Devanagari for Nepali, both from npm, so every installation prints the same
 * shapes whatever fonts its machine has (docs/decisions/0018-printed-documents.md).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const FONT_FILES = {
  latin: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  latinBold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  devanagari: require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
  devanagariBold: require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
} as const;
export type FontName = keyof typeof FONT_FILES;
