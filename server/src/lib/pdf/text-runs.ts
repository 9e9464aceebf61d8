/**
 * A text split into runs by script, so each run is set in a font that has its glyphs: Noto
 * Sans Devanagari for Nepali, Noto Sans for the rest (neither font covers both). Spaces and
 * punctuation stay with the run they sit in, so a Nepali name keeps its spaces.
 */
export type Script = 'devanagari' | 'latin';

/** Devanagari, Devanagari Extended, and the joiners conjuncts use (tested one character at a time). */
const DEVANAGARI = /^(?:[\u0900-\u097F]|[\uA8E0-\uA8FF]|\u200C|\u200D)$/u;
const NEUTRAL = /[\s.,:;()\-/'"!?0-9]/u;

export interface TextRun {
  script: Script;
  text: string;
}

export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const script: Script | undefined = DEVANAGARI.test(char) ? 'devanagari' : NEUTRAL.test(char) ? undefined : 'latin';
    if (last && (script === undefined || script === last.script)) last.text += char;
    else runs.push({ script: script ?? 'latin', text: char });
  }
  return runs;
}
