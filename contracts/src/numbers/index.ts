export * from './amount-words.ts';
export * from './land-area.ts';
export * from './nepali-digits.ts';
