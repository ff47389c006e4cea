import { Alert, Text } from '@mantine/core';

/** A reviewer's reason, kept as the server wrote it and shown as text. */
export const RejectionReason = ({ title, reason }: { title: string; reason: string | null }) => (
  <Alert color="red" variant="light" title={title} role="note">
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {reason}
    </Text>
  </Alert>
);
