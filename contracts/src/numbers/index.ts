export * from './amount-words.ts';
