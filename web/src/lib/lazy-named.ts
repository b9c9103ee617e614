import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// Any props, as React.lazy's own constraint: the component keeps its real props type through M[K].
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** React.lazy for a module's named export (React.lazy itself takes only a default export). */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
