import { type ComponentType, use } from "react";

export interface LazyPage {
  (): React.ReactNode;
  /** Loads the page's code; afterwards it renders without suspending. A failed load is tried again. */
  preload: () => Promise<unknown>;
}

/** A page's code could not be loaded (offline, or an open tab whose files a redeploy replaced). */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super("The page's code could not be loaded", { cause });
    this.name = "PageLoadError";
  }
}

// Failed loads stay failed for the render that reports them (or React would retry them
// forever); the next navigation forgets them, so the page's code is fetched again.
const failedLoads = new Set<() => void>();

/** Lets the pages whose code failed to load try again on their next render. */
export function forgetFailedPageLoads() {
  for (const forget of failedLoads) forget();
  failedLoads.clear();
}

/**
 * A page whose code is its own chunk, so the first load ships only the page
 * visited. The prerender and the first hydration call `preload()` first, so the
 * HTML and the hydrated tree match; later navigations suspend while loading,
 * and a failed load throws a `PageLoadError` for the route's error boundary.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  let failed = false;
  const forget = () => {
    pending = null;
    failed = false;
  };
  const start = () => {
    pending = load().then(
      (component) => {
        Loaded = component;
        return component;
      },
      (cause: unknown) => {
        failed = true;
        failedLoads.add(forget);
        throw new PageLoadError(cause);
      },
    );
    return pending;
  };
  const preload = () => (pending && !failed ? pending : start());
  function Page() {
    if (Loaded) return <Loaded />;
    const Component = use(pending ?? start());
    return <Component />;
  }
  Page.preload = preload;
  return Page;
}

const RELOADED_FOR = "duci:reloaded-for";

/**
 * After a page's code failed to load, loads the address in full (its
 * prerendered HTML, which names the current files) — once: if that address
 * was just loaded this way, or the browser is offline, it returns false and
 * the caller shows its notice instead. Never loops.
 */
export function loadInFullOnce(location: Location = window.location): boolean {
  if (!navigator.onLine) return false;
  const address = location.href;
  try {
    if (sessionStorage.getItem(RELOADED_FOR) === address) {
      sessionStorage.removeItem(RELOADED_FOR);
      return false;
    }
    sessionStorage.setItem(RELOADED_FOR, address);
  } catch {
    // Without session storage there is no record of a previous attempt: show the notice.
    return false;
  }
  // The router has already put the target in the address bar: a reload loads it in full.
  location.reload();
  return true;
}
