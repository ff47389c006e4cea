import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const aliases = {
  '@contract': fromRoot('./contract'),
  '@brands': fromRoot('./brands'),
  '@locales': fromRoot('./locales'),
  '@mocks': fromRoot('./mocks'),
  '@scenarios': fromRoot('./scenarios'),
  '@': fromRoot('./src'),
};

export default defineConfig({
  // NOTE: the router plugin must come before react() so route files are transformed first.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
  ],
  resolve: { alias: aliases },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: { sourcemap: true },
});
