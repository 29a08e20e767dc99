import { ErrorBoundary } from "@duci/ui/error-boundary";
import { GlobalStyles } from "@duci/ui/global-styles";
import { LinkProvider } from "@duci/ui/link";
import { SiteFooter } from "@duci/ui/site-footer";
import { SiteNav } from "@duci/ui/site-nav";
import { SkipLink } from "@duci/ui/skip-link";
import { StyleCacheProvider } from "@duci/ui/style-cache";
import { type ComponentProps, Suspense, useEffect, useRef } from "react";
import { Link, Route, Routes, useLocation } from "react-router-dom";
import { forgetFailedPageLoads, loadInFullOnce, PageLoadError } from "./lazy-page.tsx";
import { NotFoundPage } from "./pages/not-found.tsx";
import { siteRoutes } from "./routes.tsx";
import { setWebFonts } from "./web-fonts.ts";

const sitePaths = new Set(siteRoutes.map((route) => route.path));

/** Client-side navigation for our own pages; full loads for editions and redirect pages. */
function RouterLink({ href, ...rest }: ComponentProps<"a"> & { href: string }) {
  const path = href.replace(/[?#].*$/, "");
  const normal = path.endsWith("/") ? path : `${path}/`;
  if (!sitePaths.has(normal)) return <a href={href} {...rest} />;
  return <Link to={href} {...rest} />;
}

/**
 * Route changes scroll to the top (smoothly unless reduced motion), except on
 * "beta" paths, and bring in the web fonts if this visit has not used them yet.
 */
function useScrollToTopOnNavigate(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setWebFonts();
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
  useScrollToTopOnNavigate(pathname);
  return (
    <StyleCacheProvider>
      <LinkProvider value={RouterLink}>
        {/* Outside the boundary: a failed page keeps the site's global styles. */}
        <GlobalStyles />
        <ErrorBoundary>
          <SkipLink />
          <SiteNav currentPath={pathname} variant={pathname === "/" ? "home" : "default"} />
          <main id="main" tabIndex={-1}>
            <ErrorBoundary resetKey={pathname} onError={recoverPage} onReset={forgetFailedPageLoads}>
              <Suspense fallback={null}>
                <Routes>
                  {siteRoutes.map((route) => (
                    <Route
                      key={route.path}
                      path={route.path}
                      element={
                        route.indexable ? (
                          <route.page />
                        ) : (
                          <>
                            <meta name="robots" content="noindex" />
                            <route.page />
                          </>
                        )
                      }
                    />
                  ))}
                  <Route path="*" element={<NotFoundPage />} />
                </Routes>
              </Suspense>
            </ErrorBoundary>
          </main>
          <SiteFooter />
        </ErrorBoundary>
      </LinkProvider>
    </StyleCacheProvider>
  );
}
