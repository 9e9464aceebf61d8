export * from './bikram-sambat.ts';
export * from './date-input.ts';
