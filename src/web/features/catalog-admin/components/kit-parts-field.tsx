import { useEffect, useState, type ReactNode } from 'react';
import { ActionIcon, Button, Group, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { KIT_PART_COUNT_MAX, KIT_PARTS_MAX, newPartRow, type KitPartRow, type ProductKind } from '../lib/kit-parts';
import { isKit, ProductPicker } from './product-picker';
import group from './form-group.module.css';
import classes from './kit-parts-field.module.css';

type Props = {
  kind: ProductKind;
  onKindChange: (kind: ProductKind) => void;
  rows: KitPartRow[];
  onRowsChange: (rows: KitPartRow[]) => void;
  /** The form's errors by path (`kitParts`, `kitParts.1.count`). */
  errors: Record<string, ReactNode>;
  /** The product edited: never a part of itself. Null for a new one. */
  productId: number | null;
  /** Its own units: a product with units cannot become a kit. */
  itemCount: number;
};

/**
 * Whether the product rents out units of its own or is a kit, and a kit's parts: each a
 * product found by typing (kits and the product itself are not offered) with how many go in the
 * box, 1 to 20. Every field has its label; the server's refusals show under the field they name.
 */
export function KitPartsField({ kind, onKindChange, rows, onRowsChange, errors, productId, itemCount }: Props) {
  const { t } = useTranslation('kits-areas');
  // The picker of a part just added takes the focus, so a keyboard goes on typing its product.
  const [focusKey, setFocusKey] = useState<string | null>(null);
  useEffect(() => {
    if (focusKey) document.getElementById(`kit-part-${focusKey}`)?.focus();
  }, [focusKey]);

  const change = (index: number, patch: Partial<KitPartRow>) =>
    onRowsChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const add = () => {
    const row = newPartRow();
    onRowsChange([...rows, row]);
    setFocusKey(row.key);
  };
  const remove = (index: number) => {
    const next = rows.filter((_, at) => at !== index);
    onRowsChange(next);
    // The focus goes on to the next part's remove button, or to "Add a part".
    setFocusKey(null);
    requestAnimationFrame(() =>
      document.getElementById(next[index] ? `kit-part-remove-${next[index].key}` : 'kit-part-add')?.focus(),
    );
  };
  const kitBlocked = itemCount > 0 && kind === 'units';

  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('admin.kind')}
        description={
          kitBlocked
            ? t('admin.hasUnits', { count: itemCount })
            : kind === 'kit'
              ? t('admin.kitHint')
              : t('admin.ownUnitsHint')
        }
        value={kind}
        onChange={(value) => onKindChange(value === 'kit' ? 'kit' : 'units')}
        data-testid="product-kind"
      >
        <Group gap="sm" mt={6} wrap="wrap">
          <Radio.Card value="units" className={classes.kind} radius="md">
            <Group gap="xs" wrap="nowrap">
              <Radio.Indicator />
              <Text size="sm" fw={600}>
                {t('admin.ownUnits')}
              </Text>
            </Group>
          </Radio.Card>
          <Radio.Card value="kit" className={classes.kind} radius="md" disabled={kitBlocked}>
            <Group gap="xs" wrap="nowrap">
              <Radio.Indicator disabled={kitBlocked} />
              <Text size="sm" fw={600} c={kitBlocked ? 'dimmed' : undefined}>
                {t('admin.kit')}
              </Text>
            </Group>
          </Radio.Card>
        </Group>
      </Radio.Group>
      {kind === 'kit' && (
        <fieldset className={group.box} aria-describedby={errors['kitParts'] ? 'kit-parts-error' : undefined}>
          <legend className={group.legend}>{t('admin.parts')}</legend>
          {rows.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('admin.none')}
            </Text>
          )}
          <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map((row, index) => {
              const number = index + 1;
              return (
                <li key={row.key} className={classes.row} data-testid="kit-part-row">
                  <ProductPicker
                    id={`kit-part-${row.key}`}
                    className={classes.product}
                    label={t('admin.product', { number })}
                    placeholder={t('admin.productPlaceholder')}
                    withAsterisk
                    allowDeselect={false}
                    value={row.productId}
                    initialOption={
                      row.productId !== null && row.label ? { value: row.productId, label: row.label } : null
                    }
                    exclude={(product) => isKit(product) || product.id === productId}
                    onChange={(value, option) => change(index, { productId: value, label: option?.label ?? null })}
                    error={errors[`kitParts.${index}.productId`]}
                  />
                  <NumberInput
                    id={`kit-part-count-${row.key}`}
                    className={classes.count}
                    label={t('admin.count')}
                    min={1}
                    max={KIT_PART_COUNT_MAX}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="none"
                    value={row.count}
                    onChange={(value) => change(index, { count: value })}
                    error={errors[`kitParts.${index}.count`]}
                  />
                  <ActionIcon
                    id={`kit-part-remove-${row.key}`}
                    className={classes.remove}
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('admin.remove', { number })}
                    onClick={() => remove(index)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </li>
              );
            })}
          </Stack>
          {errors['kitParts'] && (
            <Text size="sm" c="red" id="kit-parts-error" role="alert" mt="xs">
              {errors['kitParts']}
            </Text>
          )}
          <Button
            id="kit-part-add"
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
            disabled={rows.length >= KIT_PARTS_MAX}
            mt="sm"
          >
            {t('admin.add')}
          </Button>
        </fieldset>
      )}
    </Stack>
  );
}
