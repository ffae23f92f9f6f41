import type { ReactNode } from 'react';
import { Box, Grid, Paper, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { SideMenu, SideMenuStrip, type SideMenuEntry } from './side-menu';

type Props = {
  title: string;
  icon: ReactNode;
  entries: SideMenuEntry[];
  /** What stands where the page goes: the page itself (<Outlet />) unless the area decides otherwise. */
  outlet?: ReactNode;
};

/** The account and dashboard frame: a side menu on desktop, a scrolling strip on phones. */
export function AreaLayout({ title, icon, entries, outlet = <Outlet /> }: Props) {
  return (
    <Grid gap={{ base: 'md', md: 'xl' }}>
      <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
        <Box hiddenFrom="sm">
          <SideMenuStrip entries={entries} label={title} />
        </Box>
        <Paper withBorder radius="md" p="xs" visibleFrom="sm" pos="sticky" top={124}>
          <Text
            size="xs"
            fw={700}
            tt="uppercase"
            c="dimmed"
            px="sm"
            pt={6}
            pb={8}
            style={{ display: 'flex', alignItems: 'center', gap: 6, letterSpacing: '0.04em' }}
          >
            {icon}
            {title}
          </Text>
          <SideMenu entries={entries} label={title} />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>{outlet}</Grid.Col>
    </Grid>
  );
}
