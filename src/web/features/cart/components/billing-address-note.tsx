import { Anchor, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/features/auth';
import { paths } from '@/lib/paths';
import { needsBillingAddressNote } from '../lib/billing-address-note';

/**
 * Above the amount from which an invoice must name the buyer's address (Germany €250):
 * a note, never a block, that the account has none to print; a business's address from
 * checkout serves instead.
 */
export function BillingAddressNote({ totalCents, business }: { totalCents: number; business: boolean }) {
  const { t } = useTranslation('cart');
  const { user } = useCurrentUser();
  if (!user || !needsBillingAddressNote({ totalCents, business, billingAddress: user.billingAddress })) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="billing-address-note" style={{ display: 'flex', gap: 8 }}>
      <IconFileInvoice size={18} stroke={1.6} aria-hidden style={{ flex: 'none', marginTop: 1 }} />
      <span>
        {t('billingNote.text')}{' '}
        <Anchor component={Link} to={`${paths.account.profile.getHref()}#billing-address`} size="sm" inherit>
          {t('billingNote.link')}
        </Anchor>
      </span>
    </Text>
  );
}
