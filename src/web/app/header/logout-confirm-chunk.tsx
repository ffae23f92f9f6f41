import '@/theme/more-styles-chunk';
import { useState } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getPreviousPath } from '@/lib/navigation-history';
import { canAccess, paths, routeAccess } from '@/lib/paths';
import { useLogout } from '@/features/auth';
import { errorWithContext } from '@/lib/error-text';
import { toast } from '@/components/toast';

/** Where to land after logging out: the previous route, unless it needs a login (then /). */
function afterLogoutPath(): string {
  const previous = getPreviousPath();
  return previous && canAccess(routeAccess(previous), null) ? previous : paths.home.path;
}

/**
 * The "Are you sure you want to log out?" popup (SPEC section 2): No closes it; Yes logs out,
 * toasts and navigates. A chunk of its own, with the popup's code, fetched when asked for.
 */
export default function LogoutConfirm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const logout = useLogout();
  const [opened, setOpened] = useState(true);

  // The popup closes at once; this stays mounted until the log-out has answered, so its toast and
  // move still happen (a mutation's own callbacks do not run for an unmounted component).
  const confirm = () => {
    setOpened(false);
    logout.mutate(undefined, {
      onSettled: onClose,
      onSuccess: () => {
        toast.info(t('logout.done'));
        void navigate(afterLogoutPath());
      },
      onError: (error) => {
        console.error('Logout failed', error);
        toast.error(errorWithContext(t, t('logout.error'), error));
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('logout.title')} centered>
      <Text size="sm">{t('logout.confirm')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('logout.no')}
        </Button>
        <Button onClick={confirm}>{t('logout.yes')}</Button>
      </Group>
    </Modal>
  );
}
