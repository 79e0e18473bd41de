import { type ComponentType, type ReactElement, type LazyExoticComponent, Suspense, lazy } from 'react';

/**
 * A component of a module loaded on first render (React.lazy for a named export), shown inside
 * its own Suspense boundary with nothing in its place until the code arrives. For parts of the
 * shell that most visits never show (menus of signed-in screens, dialogs, the not-found page),
 * so /login's first load does not carry them. `preload()` fetches the code ahead of need.
 */
export function lazyComponent<K extends string, P extends object>(
  load: () => Promise<{ [key in K]: ComponentType<P> }>,
  name: K,
): ((props: P) => ReactElement) & { preload: () => Promise<unknown> } {
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(() => load().then((module) => ({ default: module[name] })));
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Deferred.displayName = `Lazy(${name})`;
  Deferred.preload = load;
  return Deferred;
}
