import { Paper, Stack } from '@mantine/core';
import { PersonCell, RoleControl, type StaffListProps } from './staff-parts';

/** Where the table does not fit (phones): one card per person, their role under their name. */
export function StaffCards({ people, selfId, ...control }: StaffListProps) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {people.map((person) => (
        <Paper component="li" key={person.id} withBorder radius="md" p="md" data-record>
          <PersonCell person={person} self={person.id === selfId} />
          <Stack mt="sm" align="flex-start">
            <RoleControl person={person} {...control} fullWidth />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
