import { Fragment } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PriceTemplate } from '@shared/schemas/price-template';
import { paths } from '@/lib/paths';
import { tierTexts } from '../lib/template-texts';

/** What the list's rows and cards do: open a template's form, or ask before deleting it. */
export type TemplateListProps = {
  templates: PriceTemplate[];
  onEdit: (template: PriceTemplate) => void;
  onDelete: (template: PriceTemplate) => void;
};

/** "3+ days 85 % · 7+ days 60 %": a line breaks between two tiers, never inside one. */
export function TemplateTiers({ template }: { template: PriceTemplate }) {
  const { t } = useTranslation('price-templates');
  return (
    <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="template-tiers-text">
      {tierTexts(t, template.tiers).map((text, index) => (
        <Fragment key={index}>
          {index > 0 && ' · '}
          <span style={{ whiteSpace: 'nowrap' }}>{text}</span>
        </Fragment>
      ))}
    </Text>
  );
}

/**
 * How many products follow it, or that none does yet: under the table's column of that name
 * ("2 products"), or on a card in a sentence of its own ("Followed by 2 products").
 */
export function ProductsFollowing({ template, sentence = false }: { template: PriceTemplate; sentence?: boolean }) {
  const { t } = useTranslation('price-templates');
  const count = template.productCount;
  const text =
    count === 0 ? t(sentence ? 'followedByNone' : 'noProducts') : t(sentence ? 'followedBy' : 'products', { count });
  return (
    <Text size="sm" c={count === 0 ? 'dimmed' : undefined}>
      {text}
    </Text>
  );
}

/** Edit, Delete and History, each named with the template ("Edit Lenses by the week"). */
export function TemplateActions({
  template,
  onEdit,
  onDelete,
}: { template: PriceTemplate } & Pick<TemplateListProps, 'onEdit' | 'onDelete'>) {
  const { t } = useTranslation('price-templates');
  const { name } = template;
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPencil size={15} aria-hidden />}
        aria-label={t('actions.editNamed', { name })}
        onClick={() => onEdit(template)}
      >
        {t('actions.edit')}
      </Button>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        leftSection={<IconTrash size={15} aria-hidden />}
        aria-label={t('actions.deleteNamed', { name })}
        onClick={() => onDelete(template)}
      >
        {t('actions.delete')}
      </Button>
      <Button
        component={Link}
        to={paths.dashboard.auditLog.getHref({ entity: 'price-template', entityId: template.id })}
        variant="subtle"
        color="gray"
        size="compact-sm"
        leftSection={<IconHistory size={15} aria-hidden />}
        aria-label={t('actions.historyNamed', { name })}
      >
        {t('actions.history')}
      </Button>
    </Group>
  );
}
