export * from './constants/index.ts';
export * from './messages/index.ts';
export * from './calendar/index.ts';
