// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanNotifications, showNotification } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '@/app/toasts';

const containerLoads = vi.hoisted(() => ({ count: 0 }));

vi.mock('@/app/toast-container', async (importOriginal) => {
  containerLoads.count += 1;
  return importOriginal();
});

afterEach(() => act(() => cleanNotifications()));

describe('toasts', () => {
  it('fetches the toast container with the first toast and shows that toast', async () => {
    render(
      <MantineProvider>
        <Toasts />
      </MantineProvider>,
    );
    expect(containerLoads.count).toBe(0);
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => {
      showNotification({ message: 'Pixel turned on' });
    });

    expect((await screen.findByRole('alert')).textContent).toContain('Pixel turned on');
    expect(containerLoads.count).toBe(1);
  });
});
