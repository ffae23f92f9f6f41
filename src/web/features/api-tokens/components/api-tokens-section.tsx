import { useId, useState } from 'react';
import { Anchor, Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApiToken } from '@shared/schemas/api-tokens';
import { SectionPaper } from '@/components/section-paper';
import { SectionIntro } from '@/components/section-intro';
import { ErrorMessage } from '@/components/error-message';
import { PageLoader } from '@/components/page-loader';
import { errorWithContext } from '@/lib/error-text';
import { formatShopDateTime, formatShopDay } from '@/lib/shop-calendar';
import { useApiTokens } from '../api/use-api-tokens';
import { CreateTokenModal } from './create-token-modal';
import { RevokeTokenModal } from './revoke-token-modal';
import { useLanguage } from '@/i18n/use-language';

/**
 * The integrations page's personal API tokens (decision 055): every administrator's,
 * with when each was last used, a dialog that makes one and shows it once, and revoking.
 */
export function ApiTokensSection() {
  const { t } = useTranslation('api-tokens');
  const titleId = useId();
  const tokens = useApiTokens();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  return (
    <SectionPaper labelledBy={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ flex: '1 1 320px' }}>
            <SectionIntro titleId={titleId} title={t('title')} lead={t('lead')} />
            <Anchor href="/api/docs" target="_blank" rel="noopener" size="sm" mt={6} display="inline-block">
              {t('docs')}
            </Anchor>
          </div>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('create')}
          </Button>
        </Group>

        {tokens.isPending ? (
          <PageLoader minHeight={80} />
        ) : tokens.isError ? (
          <ErrorMessage message={errorWithContext(t, t('loadFailed'), tokens.error)} />
        ) : tokens.data.tokens.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('empty')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {tokens.data.tokens.map((token) => (
              <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
            ))}
          </Stack>
        )}
      </Stack>
      <CreateTokenModal opened={creating} onClose={() => setCreating(false)} />
      <RevokeTokenModal token={revoking} onClose={() => setRevoking(null)} />
    </SectionPaper>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const { t } = useTranslation('api-tokens');
  const language = useLanguage();
  const day = (instant: string) => formatShopDay(instant, language);
  return (
    <Paper component="li" withBorder radius="sm" p="md" data-testid="api-token">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Group gap={8} wrap="wrap">
            <IconKey size={18} aria-hidden />
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {token.name}
            </Text>
            <Badge variant="light" color={token.scope === 'read' ? 'blue' : 'orange'}>
              {t(`scope.${token.scope}`)}
            </Badge>
            {token.expired && (
              <Badge variant="light" color="red">
                {t('expiredBadge')}
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {t('hint')}: <Code>{token.hint}</Code>
          </Text>
          <Text size="sm" c="dimmed">
            {t('createdBy', { name: token.createdBy.name, date: day(token.createdAt) })}
          </Text>
          <Text size="sm" c="dimmed">
            {token.lastUsedAt
              ? t('lastUsed', { date: formatShopDateTime(token.lastUsedAt, language) })
              : t('neverUsed')}
            {' · '}
            {token.expiresAt ? t(token.expired ? 'expired' : 'expires', { date: day(token.expiresAt) }) : t('noExpiry')}
          </Text>
        </Stack>
        <Button variant="default" color="red" onClick={onRevoke} aria-label={t('revokeLabel', { name: token.name })}>
          {t('revoke')}
        </Button>
      </Group>
    </Paper>
  );
}
