export * from './constants/index.ts';
export * from './messages/index.ts';
export * from './calendar/index.ts';
export * from './access/index.ts';
export * from './schemas/index.ts';
export * from './numbers/index.ts';
export * from './messages/catalogue.ts';
