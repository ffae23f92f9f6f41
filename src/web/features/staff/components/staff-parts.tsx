import { Badge, Group, Select, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@shared/schemas/user';
import type { UserRole } from '@shared/staff-roles';
import { UserCell } from '@/components/user-cell';
import { assignableRoles, type RoleChange } from '../lib/role-change';

/** Each role's colour, the same on its badge wherever a role is named. */
const roleColors: Record<UserRole, MantineColor> = {
  owner: 'grape',
  manager: 'blue',
  counter: 'teal',
  accountant: 'orange',
  customer: 'gray',
};

/** A role's name as a badge ("Owner", "Counter"). */
export function RoleBadge({ role }: { role: UserRole }) {
  const { t } = useTranslation('staff');
  return (
    <Badge variant="light" color={roleColors[role]} radius="sm" tt="none" miw="max-content" data-role={role}>
      {t(`roles.${role}`)}
    </Badge>
  );
}

/** What the rows and cards of the staff are drawn with. */
export type StaffListProps = {
  people: AdminUser[];
  /** The signed-in person, marked "You". */
  selfId: string;
  /** The owner changes roles; anyone else reads them. */
  manages: boolean;
  /** A change being sent: its person's select shows the new role, and waits. */
  pending: RoleChange | null;
  onChange: (change: RoleChange) => void;
};

/** Their name and e-mail, and "You" on the signed-in person's own. */
export function PersonCell({ person, self }: { person: AdminUser; self: boolean }) {
  const { t } = useTranslation('staff');
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <UserCell name={person.fullName} email={person.email} />
      {self && (
        <Badge variant="outline" color="gray" radius="sm" size="sm" tt="none" style={{ flexShrink: 0 }}>
          {t('list.you')}
        </Badge>
      )}
    </Group>
  );
}

/**
 * The person's role: for the owner a choice of the four roles and "Not staff", named after the
 * person ("Role of Dana Desk"); for anyone else its badge.
 */
export function RoleControl({
  person,
  manages,
  pending,
  onChange,
  fullWidth,
}: Omit<StaffListProps, 'people' | 'selfId'> & { person: AdminUser; fullWidth?: boolean }) {
  const { t } = useTranslation('staff');
  if (!manages) return <RoleBadge role={person.role} />;
  const sending = pending?.person.id === person.id;
  return (
    <Select<UserRole>
      aria-label={t('list.roleOf', { name: person.fullName })}
      value={sending ? pending.role : person.role}
      data={assignableRoles.map((role) => ({
        value: role,
        label: role === 'customer' ? t('list.notStaff') : t(`roles.${role}`),
      }))}
      onChange={(role) => {
        if (role !== null && role !== person.role) onChange({ person, role });
      }}
      allowDeselect={false}
      disabled={sending}
      w={fullWidth ? '100%' : 220}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
