export * from './roles.ts';
export * from './permissions.ts';
export * from './scope.ts';
export * from './menus.ts';
export * from './modules.ts';
