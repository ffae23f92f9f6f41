import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconBox, IconPercentage } from '@tabler/icons-react';
import { ProductsFollowing, TemplateActions, TemplateTiers, type TemplateListProps } from './template-parts';

const iconProps = {
  size: 16,
  stroke: 1.6,
  'aria-hidden': true,
  style: { flexShrink: 0, marginTop: 2, color: 'var(--mantine-color-dimmed)' },
} as const;

/** Where the table does not fit (phones): one card per template, what its row shows, its actions below. */
export function TemplateCards({ templates, onEdit, onDelete }: TemplateListProps) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {templates.map((template) => (
        <Paper component="li" key={template.id} withBorder radius="md" p="md" data-record>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {template.name}
          </Text>
          <Stack gap={6} mt="xs">
            <Group gap={8} wrap="nowrap" align="flex-start">
              <IconPercentage {...iconProps} />
              <TemplateTiers template={template} />
            </Group>
            <Group gap={8} wrap="nowrap" align="flex-start">
              <IconBox {...iconProps} />
              <ProductsFollowing template={template} sentence />
            </Group>
          </Stack>
          <Group mt="sm" ml={-8}>
            <TemplateActions template={template} onEdit={onEdit} onDelete={onDelete} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
