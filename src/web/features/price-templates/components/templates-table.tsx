import { Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecordsSkeleton } from '@/components/records-skeleton';
import { ProductsFollowing, TemplateActions, TemplateTiers, type TemplateListProps } from './template-parts';

/** Narrower than this (px), the table would scroll: the list shows cards instead. */
export const TEMPLATES_TABLE_MIN_WIDTH = 720;

/** Shared with the loading skeleton, so the columns do not move when the rows arrive. */
function TemplatesTableHead() {
  const { t } = useTranslation('price-templates');
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('columns.name')}</Table.Th>
        <Table.Th>{t('columns.tiers')}</Table.Th>
        <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('columns.products')}</Table.Th>
        <Table.Th>
          <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

const skeletonCells = [
  <Skeleton key="name" height={14} width={140} />,
  <Skeleton key="tiers" height={12} width={200} />,
  <Skeleton key="products" height={12} width={80} />,
  <Skeleton key="actions" height={22} width={220} />,
];

/** Placeholder rows, or cards where the table does not fit, while the templates load. */
export function TemplatesSkeleton({ compact }: { compact: boolean }) {
  return (
    <RecordsSkeleton
      compact={compact}
      head={<TemplatesTableHead />}
      cells={skeletonCells}
      minWidth={TEMPLATES_TABLE_MIN_WIDTH}
      rows={3}
    />
  );
}

/** The templates where there is room: one row each, its actions at the end. */
export function TemplatesTable({ templates, onEdit, onDelete }: TemplateListProps) {
  return (
    <Table.ScrollContainer minWidth={TEMPLATES_TABLE_MIN_WIDTH}>
      <Table withTableBorder verticalSpacing="sm">
        <TemplatesTableHead />
        <Table.Tbody>
          {templates.map((template) => (
            <Table.Tr key={template.id} data-record>
              <Table.Td>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {template.name}
                </Text>
              </Table.Td>
              <Table.Td miw={180}>
                <TemplateTiers template={template} />
              </Table.Td>
              <Table.Td>
                <ProductsFollowing template={template} />
              </Table.Td>
              <Table.Td w={1}>
                <TemplateActions template={template} onEdit={onEdit} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
