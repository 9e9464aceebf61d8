export * from './error-codes.ts';
export * from './messages.ts';
