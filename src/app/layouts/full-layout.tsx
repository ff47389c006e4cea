import { Box, Container, Group, Image } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '@/components/language-switcher';
import { getAppConfig } from '@/lib/config';
import { DEMO_CLEARANCE } from '@/lib/demo';

/** Full-page layout (no sidebar): sign-in pages, status pages. */
export const FullLayout = ({ children }: { children: ReactNode }) => {
  const { brand } = getAppConfig();
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Container size="lg" py="md" component="header">
        <Group justify="space-between">
          <Image src={brand.logos.wordmark} alt={brand.name} h={32} w="auto" fit="contain" />
          <LanguageSwitcher />
        </Group>
      </Container>
      <Container
        size="sm"
        pt="xl"
        component="main"
        style={{ paddingBottom: `calc(var(--mantine-spacing-xl) + ${DEMO_CLEARANCE})` }}
      >
        {children}
      </Container>
    </Box>
  );
};
