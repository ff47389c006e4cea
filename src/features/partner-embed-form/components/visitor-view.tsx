import { Box, Image } from '@mantine/core';
import type { ReactNode } from 'react';
import { getAppConfig } from '@/lib/config';

/** Draws the visitor's landing page for a referral code (the route hands in the sign-up page). */
export type RenderLanding = (referralCode: string | undefined) => ReactNode;

/**
 * The landing page as a visitor sees it, drawn in this page rather than framed: a frame of this
 * app would run it with the partner's session (which the frame rule clears). `inert` makes it a
 * picture: nothing in it can be focused, typed into or sent, and screen readers skip it (the
 * caller says what it shows).
 */
export const VisitorView = ({ children }: { children: ReactNode }) => <div inert>{children}</div>;

/** The visitor's page in a box of the page: the brand header of the sign-up pages above it. */
export const LandingPreviewBox = ({
  label,
  height,
  children,
}: {
  label: string;
  height: number;
  children: ReactNode;
}) => {
  const { brand } = getAppConfig();
  return (
    <Box
      component="section"
      aria-label={label}
      // Scrollable by keyboard: the region takes focus, its content cannot.
      tabIndex={0}
      h={height}
      bg="var(--mantine-color-gray-0)"
      bd="1px solid var(--mantine-color-default-border)"
      style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'auto' }}
    >
      <VisitorView>
        <Box px="md" py="sm">
          <Image src={brand.logos.wordmark} alt={brand.name} h={28} w="auto" fit="contain" />
        </Box>
        <Box px="md" pb="lg">
          {children}
        </Box>
      </VisitorView>
    </Box>
  );
};
