/*
 * Zod compiles fast object parsers with `new Function`, and probes for it as soon as the first object
 * schema is made. The live server's Content-Security-Policy forbids eval, and the browser reports even
 * the caught probe as a violation. Zod reads its settings from this global when it loads. A classic
 * script runs before the app's module scripts; inside the bundle, a shared chunk's schemas would be
 * made before any code of the entry could call `z.config`.
 */
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
