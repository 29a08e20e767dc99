import { documentReaches } from "@duci/data/document-policy";
import { SiteFooter } from "@duci/shell/site-footer";
import { SiteNav } from "@duci/shell/site-nav";
import { ErrorBoundary } from "@duci/ui/error-boundary";
import { GlobalStyles } from "@duci/ui/global-styles";
import { LinkProvider } from "@duci/ui/link";
import { SkipLink } from "@duci/ui/skip-link";
import { type ComponentProps, type MouseEvent, type PointerEvent, Suspense, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { forgetFailedPageLoads, loadInFullOnce, PageLoadError } from "./lazy-page.tsx";
import { NotFoundPage } from "./pages/not-found.tsx";
import { routeAt } from "./routes.tsx";

/** A click the browser would follow in this tab: the main button, no modifier key, not cancelled, not a download. */
function followsInThisTab(event: MouseEvent<HTMLAnchorElement>) {
  const { button, metaKey, altKey, ctrlKey, shiftKey, currentTarget } = event;
  const target = currentTarget.getAttribute("target");
  return (
    !event.defaultPrevented &&
    button === 0 &&
    !(metaKey || altKey || ctrlKey || shiftKey) &&
    (!target || target === "_self") &&
    !currentTarget.hasAttribute("download")
  );
}

/**
 * Client-side navigation for our own pages; full loads for editions and
 * redirect pages, and for a page whose services (photos included) this document's policy does
 * not allow (it keeps the policy of the page it was loaded as). A plain
 * anchor with a click handler: a new tab, a download or a modified click is
 * left to the browser. Pointing at one loads its page's code, so the click
 * shows it at once; marked `data-route`, so the speculation rules do not
 * fetch its document as well. A link to a page this document cannot show
 * is a plain link once the page runs: its document is fetched ahead instead.
 */
function RouterLink({ href, onClick, onPointerEnter, ...rest }: ComponentProps<"a"> & { href: string }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const route = routeAt(href.replace(/[?#].*$/, ""));
  const routed = useRoutedHere(route?.path);
  if (!route || !routed) return <a href={href} onClick={onClick} onPointerEnter={onPointerEnter} {...rest} />;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!followsInThisTab(event) || !documentReaches(route.path)) return;
    event.preventDefault();
    // As a browser does, a link to the page on screen replaces its history entry.
    navigate(href, { replace: href === pathname + search + hash });
  };
  const preload = (event: PointerEvent<HTMLAnchorElement>) => {
    onPointerEnter?.(event);
    // A failed load is tried again when the page is shown.
    route.page.preload().catch(() => {});
  };
  return <a href={href} onClick={follow} onPointerEnter={preload} data-route="" {...rest} />;
}

/**
 * Whether this document's router shows the page at `path` (false for a page
 * whose services its policy does not allow: that link loads the page in full,
 * so it is left to the speculation rules, which fetch its document ahead).
 * True in the prerender and while hydrating, so the markup matches; checked
 * once the page runs.
 */
function useRoutedHere(path: string | undefined): boolean {
  const [routed, setRouted] = useState(true);
  useEffect(() => {
    if (path && !documentReaches(path)) setRouted(false);
  }, [path]);
  return routed;
}

/** The page at `pathname`, or the not-found page. */
function CurrentPage({ pathname }: { pathname: string }) {
  const route = routeAt(pathname);
  if (!route) return <NotFoundPage />;
  // Keyed by route: two routes showing the same page (a preview) never share its state.
  if (route.indexable) return <route.page key={route.path} />;
  return (
    <>
      <meta name="robots" content="noindex" />
      <route.page key={route.path} />
    </>
  );
}

/**
 * Route changes scroll to the top (smoothly unless reduced motion), except on
 * "beta" paths.
 */
function useScrollToTopOnNavigate(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // The link that was used may be gone (the closed mobile menu): the new page's content takes the focus.
    document.getElementById("main")?.focus({ preventScroll: true });
    if (pathname.includes("beta")) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  }, [pathname]);
}

/** A page whose code failed to load is loaded in full once, as its prerendered HTML; other errors show the notice. */
function recoverPage(error: unknown) {
  return error instanceof PageLoadError && loadInFullOnce() ? "handled" : undefined;
}

export function App() {
  const { pathname } = useLocation();
  // The navigation shows the page as at its own path: "/about/index.html" is "/about/".
  const pagePath = routeAt(pathname)?.path ?? pathname;
  useScrollToTopOnNavigate(pathname);
  return (
    <LinkProvider value={RouterLink}>
      {/* Outside the boundary: a failed page keeps the site's global styles. */}
      <GlobalStyles />
      <ErrorBoundary>
        <SkipLink />
        <SiteNav currentPath={pagePath} variant={pagePath === "/" ? "home" : "default"} />
        <main id="main" tabIndex={-1}>
          <ErrorBoundary resetKey={pathname} onError={recoverPage} onReset={forgetFailedPageLoads}>
            <Suspense fallback={null}>
              <CurrentPage pathname={pathname} />
            </Suspense>
          </ErrorBoundary>
        </main>
        <SiteFooter />
      </ErrorBoundary>
    </LinkProvider>
  );
}
