import type { KnipConfig } from 'knip';

// Knip evaluates vite.config.ts as a build, which refuses a live build without its secrets; a mock
// build needs none and resolves the same plugins and aliases.
process.env.VITE_API_MODE ??= 'mock';

// Knip's plugins find the other entries: index.html (src/main.tsx), the route tree (src/routes), the
// Vite, Vitest and Playwright configs with their test files, and the scripts package.json runs. The
// mock backend, scenarios, brands and locales (import.meta.glob) are reached from those.
const config: KnipConfig = {
  // Every top-level script is a command, run by hand when no npm script names it.
  // src/prerender.tsx: the build's prerender entry, named by scripts/build/prerender.ts.
  entry: ['scripts/*.ts', 'src/prerender.tsx'],
  project: ['**/*.{ts,tsx}'],
};

export default config;
