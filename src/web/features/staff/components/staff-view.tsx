import { useCallback, useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle, IconUserPlus, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { mayDo } from '@shared/staff-roles';
import { ListToolbar } from '@/components/list-toolbar';
import { PageHeader } from '@/components/page-header';
import { RecordsList } from '@/components/records-list';
import { toast } from '@/components/toast';
import { useNarrowContainer } from '@/components/use-narrow-container';
import { usePageTitle } from '@/components/use-page-title';
import { useCurrentUser } from '@/features/auth';
import { errorText, submitErrorText } from '@/lib/error-text';
import { isFiltered } from '@/lib/list-filters';
import { paths } from '@/lib/paths';
import { listView } from '@/lib/records-view';
import { useListFilters } from '@/lib/use-list-filters';
import { useChangeRole, useStaff } from '../api/use-staff';
import { confirmationOf, roleChangeRefusal, type RoleChange } from '../lib/role-change';
import { InviteModal } from './invite-modal';
import { RoleChangeModal } from './role-change-modal';
import { RoleScopes } from './role-scopes';
import { StaffCards } from './staff-cards';
import { STAFF_TABLE_MIN_WIDTH, StaffSkeleton, StaffTable } from './staff-table';

/** The staff have no status to filter by: the search is their only filter. */
const noStatuses: readonly never[] = [];

/**
 * The dashboard's staff (docs/staff.md, decision 092): everyone on it with their role, and what
 * each role may do. The owner changes roles in place (asked first before taking someone off the
 * staff or giving up their own owner's role) and invites people by e-mail; anyone else on the
 * staff reads the list.
 */
export function StaffView() {
  const { t } = useTranslation('staff');
  usePageTitle(t('title'));
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const selfId = user?.id ?? '';
  const manages = user !== null && mayDo(user.role, 'staff');
  const { filters, setSearch } = useListFilters(noStatuses);
  const paged = useStaff(filters);
  const change = useChangeRole(user?.id);
  const { ref, narrow } = useNarrowContainer<HTMLDivElement>(STAFF_TABLE_MIN_WIDTH);
  const [inviting, setInviting] = useState(false);
  // The change waiting for the owner's yes, kept through the popup's closing animation.
  const [asked, setAsked] = useState<{ change: RoleChange; kind: 'remove' | 'self' } | null>(null);
  const [confirming, setConfirming] = useState(false);
  // A refusal the screen words itself (the last owner, a role that may not), shown above the list until dismissed.
  const [refusal, setRefusal] = useState<string | null>(null);
  const loaded = useCallback((count: number) => t('list.loaded', { count }), [t]);

  const send = (wanted: RoleChange) => {
    setRefusal(null);
    change.mutate(wanted, {
      onSuccess: (saved) => {
        setConfirming(false);
        toast.success(
          saved.role === 'customer'
            ? t('change.removed', { name: saved.fullName })
            : t('change.done', { name: saved.fullName, role: t(`roles.${saved.role}`) }),
        );
        // Off the staff themselves: the dashboard is no longer theirs.
        if (saved.id === selfId && saved.role === 'customer') void navigate(paths.home.getHref());
      },
      onError: (error) => {
        setConfirming(false);
        const refused = roleChangeRefusal(error);
        if (refused === 'lastOwner') setRefusal(t('change.lastOwner'));
        else if (refused === 'roleForbidden') setRefusal(errorText(t, error));
        else toast.error(submitErrorText(t, error));
      },
    });
  };

  const onChange = (wanted: RoleChange) => {
    const kind = confirmationOf(wanted, selfId);
    if (kind === null) {
      send(wanted);
      return;
    }
    setAsked({ change: wanted, kind });
    setConfirming(true);
  };

  const pending = change.isPending ? (change.variables ?? null) : null;

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('lead')}
        actions={
          manages && (
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
              {t('invite.open')}
            </Button>
          )
        }
      />
      <Stack gap="lg">
        {!manages && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle />}>
            {t('readOnly')}
          </Alert>
        )}
        {refusal && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle />}
            role="alert"
            withCloseButton
            closeButtonLabel={t('change.dismiss')}
            onClose={() => setRefusal(null)}
          >
            {refusal}
          </Alert>
        )}
        <ListToolbar
          search={{
            value: filters.q,
            onSearch: setSearch,
            texts: t('list.search', { returnObjects: true }),
            busy: paged.updating,
          }}
        />
        <RecordsList
          listRef={ref}
          paging={{ paged, label: t('list.loadMore'), loaded }}
          view={listView(paged.list)}
          skeleton={<StaffSkeleton compact={narrow} />}
          loadError={t('list.loadError')}
          empty={{
            message: isFiltered(filters) ? t('list.noMatch') : t('list.empty'),
            icon: <IconUsersGroup size={26} stroke={1.5} />,
          }}
        >
          {(people) => {
            const props = { people, selfId, manages, pending, onChange };
            return narrow ? <StaffCards {...props} /> : <StaffTable {...props} />;
          }}
        </RecordsList>
        <RoleScopes />
      </Stack>
      {manages && <InviteModal opened={inviting} onClose={() => setInviting(false)} />}
      <RoleChangeModal
        opened={confirming}
        change={asked?.change ?? null}
        kind={asked?.kind ?? 'remove'}
        loading={change.isPending}
        onConfirm={() => asked && send(asked.change)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
