import IconExternalLink from '@tabler/icons-react/icons/IconExternalLink';
import { Icon } from '@/components/icon';

/** Beside a link that opens another site. */
export const externalIcon = <Icon icon={IconExternalLink} size="xs" decorative />;
