import { Avatar, Group, Menu, Skeleton, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { fullName } from '@contract/users/full-name';
import type { User } from '@contract/users/users.schema';
import { useTranslation } from 'react-i18next';
import { useLogout } from '@/components/use-logout';

/** The name in the order the user typed it (family name first) in every language, else the e-mail. */
const displayName = (user: Pick<User, 'firstName' | 'lastName' | 'email'>): string => fullName(user) || user.email;

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/** The signed-in user's name and e-mail, and "Log out". */
export const UserMenu = ({ user, showName }: { user: User | undefined; showName: boolean }) => {
  const { t } = useTranslation('shell');
  const logout = useLogout();
  if (!user) return <Skeleton height={32} width={32} circle />;
  const name = displayName(user);
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      {/* Named by its content, the user's name first, so the name people see is the name they can say
          (WCAG 2.5.3); the initials only picture the name, so assistive technology skips them. */}
      <Menu.Target>
        <UnstyledButton>
          <Group gap="xs" wrap="nowrap">
            <Avatar color="brand" radius="xl" size={32} aria-hidden>
              {initials(name)}
            </Avatar>
            {showName ? (
              <Text size="sm" fw={500} maw={160} truncate>
                {name}
              </Text>
            ) : (
              <VisuallyHidden>{name}</VisuallyHidden>
            )}
            <VisuallyHidden>{t('userMenu.label')}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item color="red" onClick={logout}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
