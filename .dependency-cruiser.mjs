/**
 * Import cycles, checked by `npm run lint` (eslint-plugin-import-x's no-cycle cost about twice as much
 * time). A cycle through a type-only import is erased by the compiler and cannot change load order,
 * so only cycles of runtime imports are refused.
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules import one way: in a cycle, load order decides which module sees the other undefined.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^mocks/public/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    // A rerun reads only the files whose content changed.
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
