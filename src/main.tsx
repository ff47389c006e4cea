import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { renderStartupFailure } from './app/startup-failure';
import { loadAppConfig, type AppConfig } from './lib/config';
import { initI18n } from './lib/i18n';

const start = async (root: HTMLElement) => {
  let config: AppConfig;
  try {
    config = loadAppConfig();
  } catch (error) {
    renderStartupFailure(root, error);
    return;
  }
  // Statically false in live builds, so the mock backend is not even bundled there.
  if (import.meta.env.VITE_API_MODE === 'mock') {
    const { startMockBackend } = await import('../mocks/browser');
    await startMockBackend();
  }
  await initI18n();
  createRoot(root).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
};

const root = document.getElementById('root');
if (root) void start(root);
