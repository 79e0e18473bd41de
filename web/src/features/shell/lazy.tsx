import { type ComponentType, type LazyExoticComponent, type ReactElement, Suspense, lazy, useState } from 'react';

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
  // Once the code is here (a route loader preloaded it), render it at once: React.lazy would
  // still show nothing for a moment while its promise settles.
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module[name];
      return module;
    });
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(() => loadOnce().then((module) => ({ default: module[name] })));
  function Deferred(props: P) {
    // Decided at mount, so the subtree is never swapped (and its state lost) afterwards.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Deferred.displayName = `Lazy(${name})`;
  Deferred.preload = loadOnce;
  return Deferred;
}
