import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of every sign-in screen: a heading, an optional lead and the content. */
export const AuthCard = ({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) => (
  <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} maw={480} mx="auto">
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {children}
    </Stack>
  </Paper>
);
