import type { Plugin } from "vite";

// Dependencies that declare nothing about side effects in their package.json
// but have none. Emotion imports hoist-non-react-statics (and through it
// react-is) with a bare `import` for withTheme alone, which we never call:
// declared free of side effects, both stay out of every page's script
// (about 1 kB gzip), and any code that does use them still gets them.
const sideEffectFree = /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/;

// React Router ships one large module whose components are made at its top
// level by unannotated `React.forwardRef(...)` and `React.memo(...)` calls and
// then labelled (`Link.displayName = "Link"`). The bundler must assume such
// calls and writes have effects, so it keeps every component and all they use
// (links' prefetching, forms, data routers) on every page, used or not.
const reactRouter = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;
const topLevelComponent = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo)\()/gm;
const devLabel = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/**
 * Marks React Router's top-level component definitions as pure and drops their
 * labels (seen only in development tools), so that unused ones are left out.
 * Every change stays within its line, so the source map still points at the right lines.
 */
export function markReactRouterPure(code: string): string {
  return code.replace(topLevelComponent, "$1/* @__PURE__ */ $2").replace(devLabel, "");
}

/** A Vite plugin that tells the bundler which dependencies have no side effects. */
export function sideEffectFreeDependencies(): Plugin {
  return {
    name: "duci:side-effect-free-dependencies",
    config: () => ({
      build: { rolldownOptions: { treeshake: { moduleSideEffects: [{ test: sideEffectFree, sideEffects: false }] } } },
    }),
    transform: {
      filter: { id: reactRouter },
      handler: (code: string) => ({ code: markReactRouterPure(code), map: null }),
    },
  };
}
