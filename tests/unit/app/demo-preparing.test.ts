// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showDemoPreparing } from '@/app/demo-preparing';

describe('the demo preparing message', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says the demo is being prepared, in the stored language, when seeding takes a while', () => {
    const root = document.createElement('div');
    showDemoPreparing(root, 'vi');
    expect(root.textContent).toBe('');
    vi.advanceTimersByTime(200);
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Đang chuẩn bị bản demo…');

    const english = document.createElement('div');
    showDemoPreparing(english, 'en');
    vi.advanceTimersByTime(200);
    expect(english.textContent).toBe('Preparing the demo…');
  });

  it('shows nothing when the demo is ready at once', () => {
    const root = document.createElement('div');
    const cancel = showDemoPreparing(root, 'en');
    cancel();
    vi.advanceTimersByTime(1_000);
    expect(root.childElementCount).toBe(0);
  });
});
