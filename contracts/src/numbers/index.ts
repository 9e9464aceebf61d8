export * from './amount-words.ts';
export * from './land-area.ts';
