import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import classes from './auth-card.module.css';

type Props = {
  icon: ReactNode;
  title: string;
  subtitle?: string;
  footer?: ReactNode;
  children: ReactNode;
};

/** The centred card every auth screen sits in: icon, title, subtitle, form, then links below. */
export function AuthCard({ icon, title, subtitle, footer, children }: Props) {
  return (
    <Container size={420} px={0} py={{ base: 'xs', sm: 'xl' }} w="100%">
      <Paper className={classes.card} withBorder shadow="sm" radius="md" p={{ base: 'lg', xs: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={6} align="center" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
              {icon}
            </ThemeIcon>
            <Title order={1} fz={{ base: 22, xs: 26 }} fw={700}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer && (
        <Text ta="center" size="sm" mt="lg">
          {footer}
        </Text>
      )}
    </Container>
  );
}
