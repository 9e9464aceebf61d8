export * from './bikram-sambat.ts';
