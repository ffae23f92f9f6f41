import { type ReactNode, useEffect, useRef } from 'react';
import { Button, Group, NavLink, ScrollArea } from '@mantine/core';
import { Link, useLocation } from 'react-router';

/** `exact`: active on its own path only, not below it (an area's front page). */
type SideMenuLink = { label: string; to: string; icon: ReactNode; exact?: boolean };
export type SideMenuEntry = SideMenuLink | { label: string; icon: ReactNode; children: SideMenuLink[] };

function isActive(pathname: string, { to, exact }: SideMenuLink) {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === to || (!exact && path.startsWith(`${to}/`));
}

function hasChildren(entry: SideMenuEntry): entry is Extract<SideMenuEntry, { children: SideMenuLink[] }> {
  return 'children' in entry;
}

/** The area's menu as a vertical list (desktop); a group expands to its links. */
export function SideMenu({ entries, label }: { entries: SideMenuEntry[]; label: string }) {
  const { pathname } = useLocation();
  const link = (item: SideMenuLink) => {
    const active = isActive(pathname, item);
    return (
      <NavLink
        key={item.to}
        component={Link}
        to={item.to}
        label={item.label}
        leftSection={item.icon}
        active={active}
        aria-current={active ? 'page' : undefined}
        variant="light"
      />
    );
  };
  return (
    <nav aria-label={label}>
      {entries.map((entry) =>
        hasChildren(entry) ? (
          <NavLink key={entry.label} label={entry.label} leftSection={entry.icon} defaultOpened childrenOffset={28}>
            {entry.children.map(link)}
          </NavLink>
        ) : (
          link(entry)
        ),
      )}
    </nav>
  );
}

/** The same menu on phones: one horizontally scrolling strip of every link. */
export function SideMenuStrip({ entries, label }: { entries: SideMenuEntry[]; label: string }) {
  const { pathname } = useLocation();
  const links = entries.flatMap((entry) => (hasChildren(entry) ? entry.children : [entry]));
  const strip = useRef<HTMLDivElement>(null);
  // The current page's link scrolls into sight: on a phone the later entries start off-screen.
  useEffect(() => {
    const current = strip.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <ScrollArea type="never" scrollbars="x">
      <Group ref={strip} component="nav" aria-label={label} gap={6} wrap="nowrap" pb={4}>
        {links.map((item) => {
          const active = isActive(pathname, item);
          return (
            <Button
              key={item.to}
              component={Link}
              to={item.to}
              size="xs"
              radius="xl"
              variant={active ? 'light' : 'default'}
              leftSection={item.icon}
              aria-current={active ? 'page' : undefined}
              style={{ flexShrink: 0 }}
            >
              {item.label}
            </Button>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
