import { Stack } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WaitlistRequest } from '@shared/schemas/waitlist';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorMessage } from '@/components/error-message';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { toast } from '@/components/toast';
import { usePageTitle } from '@/components/use-page-title';
import { errorWithContext } from '@/lib/error-text';
import { useCurrentUser } from '@/features/auth';
import { useOwnWaitlist } from '../api/use-own-waitlist';
import { useWithdrawWaitlist } from '../api/use-withdraw-waitlist';
import { WaitlistCard } from '../components/waitlist-card';

/** The customer's waitlist: every request, waiting or ended, newest first; Withdraw while one waits. */
export default function AccountWaitlistPage() {
  const { t } = useTranslation('waitlist');
  usePageTitle(t('list.title'));
  const { user } = useCurrentUser();
  const list = useOwnWaitlist(user?.id);
  const withdraw = useWithdrawWaitlist();

  const onWithdraw = (request: WaitlistRequest) =>
    withdraw.mutate(request.id, {
      onSuccess: () => toast.success(t('list.withdrawn')),
      onError: (error) => toast.error(errorWithContext(t, t('list.withdrawError'), error)),
    });

  let body;
  if (list.isPending) body = <PageLoader minHeight={160} />;
  else if (list.isError) body = <ErrorMessage message={errorWithContext(t, t('list.loadError'), list.error)} />;
  else if (list.data.length === 0)
    body = <EmptyMessage message={t('list.empty')} icon={<IconBell size={26} stroke={1.5} />} />;
  else {
    body = (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.data.map((request) => (
          <WaitlistCard
            key={request.id}
            request={request}
            withdrawing={withdraw.isPending && withdraw.variables === request.id}
            onWithdraw={onWithdraw}
          />
        ))}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={t('list.title')} description={t('list.description')} />
      {body}
    </>
  );
}
