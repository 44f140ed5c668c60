import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * React.lazy that renders at once when its module is already here. A plain lazy component suspends on its first
 * render even when its chunk is loaded, and React then holds the revealed screen back (up to 300 ms after its
 * fallback showed) so that it does not flicker. Preloading it (while a person signs in) and rendering the loaded
 * component directly skips both. Each mount keeps the component it started with, so nothing remounts later.
 */
export function preloadable<P>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(Component as ComponentType<object>, props as object);
  }
  // `started`: the download under way or done, if one began (tests wait for it before their environment goes).
  return Object.assign(Preloadable, { preload, started: () => loading });
}
