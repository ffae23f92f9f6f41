import { Badge, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAperture, IconArrowRight, IconBackpack, IconBulb, IconCamera, IconMovie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import classes from './storefront.module.css';

const gear = [
  { key: 'cameras', icon: IconCamera },
  { key: 'lenses', icon: IconAperture },
  { key: 'tripods', icon: IconMovie },
  { key: 'lighting', icon: IconBulb },
  { key: 'accessories', icon: IconBackpack },
] as const;

/** The home page welcome: welcome text, short message, main message and mission (SPEC section 2). */
export function Hero() {
  const { t } = useTranslation('catalog');
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} className={classes.hero}>
      <Grid gap={{ base: 'lg', md: 48 }} align="center">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {/* Wraps rather than cutting off a longer translation on a phone. */}
            <Badge
              variant="light"
              size="lg"
              w="fit-content"
              maw="100%"
              h="auto"
              py={4}
              styles={{ label: { whiteSpace: 'normal' } }}
            >
              {t('home.shortMessage')}
            </Badge>
            <Title order={1} fz={{ base: 30, sm: 42 }} lh={1.15}>
              {t('home.welcome')}
            </Title>
            <Text fz={{ base: 'lg', sm: 'xl' }} fw={500}>
              {t('home.welcomeText')}
            </Text>
            <Text>{t('home.mainMessage')}</Text>
            <Text c="dimmed" fs="italic">
              {t('home.mission')}
            </Text>
            <Group gap="sm" mt="xs">
              <Button
                component={Link}
                to={paths.allProducts.getHref()}
                size="md"
                rightSection={<IconArrowRight size={18} />}
              >
                {t('home.browse')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} visibleFrom="sm">
          <Group gap="sm" justify="center">
            {gear.map(({ key, icon: Icon }) => (
              <Paper key={key} withBorder radius="md" p="xs" w={112} className={classes.gearTile}>
                <Icon size={30} stroke={1.4} color="var(--mantine-primary-color-filled)" aria-hidden />
                <Text size="xs" fw={600}>
                  {t(`home.gear.${key}`)}
                </Text>
              </Paper>
            ))}
          </Group>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
