import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { tsr } from '@/lib/api';
import type { AppConfig } from '@/lib/config';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/** Providers in dependency order: theme, server state, then the router. */
export const App = ({ config }: { config: AppConfig }) => {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <MantineProvider theme={config.brand.theme}>
      <QueryClientProvider client={queryClient}>
        <tsr.ReactQueryProvider>
          <RouterProvider router={router} />
        </tsr.ReactQueryProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
};
