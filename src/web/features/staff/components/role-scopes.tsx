import { Box, Flex, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '@shared/staff-roles';
import { SectionPaper } from '@/components/section-paper';
import { RoleBadge } from './staff-parts';

/** The roles as the role choices list them, the owner first. */
const byReach: readonly StaffRole[] = ['owner', 'manager', 'counter', 'accountant'];

/** What each role may do, in one line each (docs/staff.md). */
export function RoleScopes() {
  const { t } = useTranslation('staff');
  return (
    <SectionPaper labelledBy="staff-roles">
      <Title order={2} fz="h4" id="staff-roles" mb="sm">
        {t('scopes.title')}
      </Title>
      <Box component="dl" m={0}>
        {byReach.map((role) => (
          // Side by side where there is room; on phones the role's badge over its line, which then has the width.
          <Flex
            key={role}
            direction={{ base: 'column', xs: 'row' }}
            gap={{ base: 4, xs: 'sm' }}
            align="flex-start"
            py={6}
          >
            <Box component="dt" w={{ xs: 120 }} style={{ flexShrink: 0 }}>
              <RoleBadge role={role} />
            </Box>
            <Text component="dd" size="sm" m={0}>
              {t(`scopes.${role}`)}
            </Text>
          </Flex>
        ))}
      </Box>
    </SectionPaper>
  );
}
