import type { Plugin } from "vite";

// Dependencies that declare nothing about side effects in their package.json
// but have none. Emotion imports hoist-non-react-statics (and through it
// react-is) with a bare `import` for withTheme alone, which we never call:
// declared free of side effects, both stay out of every page's script
// (about 1 kB gzip), and any code that does use them still gets them.
//
// (React Router's unused components are left out by a patch of the package:
// see patches/ and pnpm-workspace.yaml.)
const sideEffectFree = /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/;

/** A Vite plugin that tells the bundler which dependencies have no side effects (Rolldown's `moduleSideEffects`). */
export function sideEffectFreeDependencies(): Plugin {
  return {
    name: "duci:side-effect-free-dependencies",
    config: () => ({
      build: { rolldownOptions: { treeshake: { moduleSideEffects: [{ test: sideEffectFree, sideEffects: false }] } } },
    }),
  };
}
