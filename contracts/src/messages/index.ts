export * from './error-codes.ts';
export * from './messages.ts';
export * from './employee.ts';
export * from './employee-records.ts';
export * from './documents.ts';
export * from './users.ts';
export * from './graduation.ts';
export * from './statistical-report.ts';
