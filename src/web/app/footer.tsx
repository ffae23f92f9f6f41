import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

export function Footer() {
  const { t } = useTranslation('common');
  const links = [
    { to: paths.allProducts.getHref(), label: t('footer.allProducts') },
    { to: paths.wishlist.getHref(), label: t('footer.wishlist') },
    { to: paths.cart.getHref(), label: t('footer.cart') },
    { to: paths.account.root.getHref(), label: t('footer.account') },
  ];
  return (
    <Box component="footer" py="lg" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="xl">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Framehire · {t('footer.tagline')}
          </Text>
          <Group component="nav" aria-label={t('footer.navigation')} gap="md">
            {links.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                {link.label}
              </Anchor>
            ))}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
