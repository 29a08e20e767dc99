import { type ComponentType, lazy } from "react";

export interface LazyPage {
  (): React.ReactNode;
  /** Loads the page's code; afterwards it renders without suspending. */
  preload: () => Promise<unknown>;
}

/**
 * A page whose code is its own chunk, so the first load ships only the page
 * visited. The prerender and the first hydration call `preload()` first, so the
 * HTML and the hydrated tree match; later navigations suspend while loading.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const preload = () => {
    pending ??= load().then((component) => {
      Loaded = component;
      return component;
    });
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  Page.preload = preload;
  return Page;
}
