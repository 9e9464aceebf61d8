import { describe, expect, it } from 'vitest';
import { textRuns } from './text-runs.ts';

describe('textRuns', () => {
  it('keeps a Nepali name with its spaces and conjuncts in one Devanagari run', () => {
    expect(textRuns('विद्यार्थीको नाम')).toEqual([{ script: 'devanagari', text: 'विद्यार्थीको नाम' }]);
  });

  it('splits mixed text where the script changes, punctuation staying with the run before it', () => {
    expect(textRuns('Name: सीता राई (2060)')).toEqual([
      { script: 'latin', text: 'Name: ' },
      { script: 'devanagari', text: 'सीता राई (2060)' },
    ]);
  });
});
