import { Box, Group } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { DEMO_CLEARANCE } from '@/lib/demo';

const ACTION_BAR_HEIGHT_PROPERTY = '--action-bar-height';

/** The height a page's sticky action bar takes at the bottom of the screen (zero without one), as a CSS length. */
export const ACTION_BAR_CLEARANCE = `var(${ACTION_BAR_HEIGHT_PROPERTY}, 0px)`;

/**
 * A form's summary and main action stuck to the bottom of a phone's screen, so they stay in
 * reach while the form scrolls; hidden from `md` up, where the page shows them beside the form.
 * It publishes its height, so notices float above it instead of over its action, and leaves the
 * demo panel's button a strip of its own below the action.
 */
export const StickyActionBar = ({ label, children }: { label: string; children: ReactNode }) => {
  const { ref, height } = useElementSize<HTMLDivElement>();
  useEffect(() => {
    const root = document.documentElement;
    // The measured box is the content; the bar's padding and border add to it.
    root.style.setProperty(
      ACTION_BAR_HEIGHT_PROPERTY,
      height > 0 ? `calc(${height}px + 1px + 2 * var(--mantine-spacing-sm) + ${DEMO_CLEARANCE})` : '0px',
    );
    return () => {
      root.style.removeProperty(ACTION_BAR_HEIGHT_PROPERTY);
    };
  }, [height]);

  return (
    <Box
      role="group"
      aria-label={label}
      hiddenFrom="md"
      pos="sticky"
      bottom={0}
      mx="calc(var(--mantine-spacing-md) * -1)"
      mb="calc(var(--mantine-spacing-md) * -1)"
      mt="md"
      px="md"
      pt="sm"
      bg="var(--mantine-color-body)"
      style={{
        borderTop: '1px solid var(--mantine-color-default-border)',
        zIndex: 2,
        paddingBottom: `calc(var(--mantine-spacing-sm) + ${DEMO_CLEARANCE})`,
      }}
    >
      <Group ref={ref} justify="space-between" wrap="nowrap" gap="sm">
        {children}
      </Group>
    </Box>
  );
};
