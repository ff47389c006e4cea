import { Avatar, Group, Menu, Skeleton, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { User } from '@contract/users/users.schema';
import { useTranslation } from 'react-i18next';
import { useLogout } from '@/components/use-logout';

/** Vietnamese puts the family name first ("Nguyễn Thị Lan"); English puts it last. */
const displayName = (user: Pick<User, 'firstName' | 'lastName' | 'email'>, language: string): string => {
  const parts = language.startsWith('vi') ? [user.lastName, user.firstName] : [user.firstName, user.lastName];
  return parts.join(' ').trim() || user.email;
};

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/** The signed-in user's name and e-mail, and "Log out". */
export const UserMenu = ({ user, showName }: { user: User | undefined; showName: boolean }) => {
  const { t, i18n } = useTranslation('shell');
  const logout = useLogout();
  if (!user) return <Skeleton height={32} width={32} circle />;
  const name = displayName(user, i18n.language);
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
