export * from './fields.ts';
export * from './campus.ts';
export * from './auth.ts';
