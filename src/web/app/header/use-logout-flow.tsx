import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
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

/** Opens the "Are you sure you want to log out?" popup; Yes logs out, toasts and navigates. */
export function useLogoutFlow() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const logout = useLogout();

  return () =>
    modals.openConfirmModal({
      title: t('logout.title'),
      centered: true,
      children: <Text size="sm">{t('logout.confirm')}</Text>,
      labels: { confirm: t('logout.yes'), cancel: t('logout.no') },
      onConfirm: () =>
        logout.mutate(undefined, {
          onSuccess: () => {
            toast.info(t('logout.done'));
            void navigate(afterLogoutPath());
          },
          onError: (error) => {
            console.error('Logout failed', error);
            toast.error(errorWithContext(t, t('logout.error'), error));
          },
        }),
    });
}
