/**
 * A feature's routes declared as a table: each path and the screen it opens. Screens load lazily,
 * so a module's code is fetched the first time one of its paths is opened.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';

export type Screen = ComponentType | LazyExoticComponent<ComponentType>;

/** The component an export holds, with its props. */
type ComponentOf<T> = T extends ComponentType<infer Props> ? ComponentType<Props> : never;

/** One export of a lazily loaded module (its default unless named) as a screen. */
export function lazyScreen<M, K extends keyof M = 'default' & keyof M>(load: () => Promise<M>, name = 'default' as K) {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentOf<M[K]> })));
}

/** A route that opens its screen with no props. */
export const screenRoute = (path: string, Screen: Screen): RouteObject => ({ path, element: <Screen /> });

/** Routes that open their screen with no props, one a path. */
export function screenRoutes(table: Record<string, Screen>): RouteObject[] {
  return Object.entries(table).map(([path, screen]) => screenRoute(path, screen));
}

/**
 * Routes to exports of one module, one a path: paths that name the same export share one lazy
 * screen, so moving between them keeps the screen mounted.
 */
export function lazyRoutes<M>(load: () => Promise<M>, table: Record<string, keyof M & string>): RouteObject[] {
  const screens = new Map<keyof M, Screen>();
  const screenOf = (name: keyof M) => {
    const screen = screens.get(name) ?? (lazyScreen(load, name) as Screen);
    screens.set(name, screen);
    return screen;
  };
  return screenRoutes(Object.fromEntries(Object.entries(table).map(([path, name]) => [path, screenOf(name)])));
}
