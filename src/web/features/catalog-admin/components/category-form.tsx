import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  categoryInputSchema,
  noTranslations,
  type AdminCategory,
  type Translations,
} from '@shared/schemas/catalog-admin';
import { toast } from '@/components/toast';
import { useSaveCategory } from '../api/use-save-category';
import { useShowSubmitFailure } from '../hooks/use-show-submit-failure';
import { errorField } from '../lib/catalog-error-text';
import { nameError, translatedNameRules } from '../lib/name-check';
import { CategoryPicker } from './category-picker';
import { FormActions } from './form-actions';
import type { PickerOption } from './search-select';
import { tabOfErrors, tabOfField, TranslatedTexts, type TextLanguage } from './translated-texts';
import { useUniqueCheck } from './unique-check';

type Props = {
  /** The category to edit; null for a new one. */
  category: AdminCategory | null;
  /** A new category's parent to start with (the one whose children are on screen). */
  defaultParent: PickerOption | null;
  onDone: () => void;
};

type Values = { name: string; description: string; parentId: number | null; translations: Translations };

/** SPEC section 5 category form: name required; description and parent optional. */
export function CategoryForm({ category, defaultParent, onDone }: Props) {
  const { t } = useTranslation('dashboard');
  const save = useSaveCategory();
  const showFailure = useShowSubmitFailure();
  const form = useForm<Values>({
    initialValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      parentId: category ? category.parentId : (defaultParent?.value ?? null),
      translations: category?.translations ?? noTranslations,
    },
    validate: {
      name: (name) =>
        nameError(categoryInputSchema.shape.name, name, {
          required: t('categories.nameRequired'),
          hidden: t('translations.hiddenCharacters'),
        }),
      translations: translatedNameRules(t('translations.hiddenCharacters')),
    },
  });
  const [tab, setTab] = useState<TextLanguage>('en');
  // The "already exists" check is on the English name: it is the category's identity.
  const unique = useUniqueCheck('categories', form.values.name, category?.id ?? null);
  // Two levels only: a category with sub-categories stays top-level.
  const hasChildren = (category?.childCount ?? 0) > 0;
  const parentOption = !category
    ? defaultParent
    : category.parentId !== null && category.parentName !== null
      ? { value: category.parentId, label: category.parentName }
      : null;

  const submit = form.onSubmit(
    (values) => {
      const input = categoryInputSchema.safeParse(values);
      if (!input.success) return;
      if (unique.taken) {
        setTab('en');
        form.setFieldError('name', unique.takenText);
        return;
      }
      save.mutate(
        { id: category?.id ?? null, input: input.data },
        {
          onSuccess: () => {
            toast.success(t(category ? 'categories.edited' : 'categories.created'));
            onDone();
          },
          onError: (error) => {
            showFailure(form, error, 'name');
            setTab(tabOfField(errorField(error, 'name')));
          },
        },
      );
    },
    (errors) => setTab(tabOfErrors(errors)),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TranslatedTexts
          form={form}
          tab={tab}
          onTabChange={setTab}
          labels={{ name: t('categories.name'), description: t('categories.description') }}
          unique={unique}
        />
        <CategoryPicker
          scope="top"
          label={t('categories.parent')}
          placeholder={t('categories.parentPlaceholder')}
          description={hasChildren ? t('categories.parentLocked') : t('categories.parentHint')}
          clearable
          disabled={hasChildren}
          excludeId={category?.id}
          initialOption={parentOption}
          {...form.getInputProps('parentId')}
        />
        <FormActions onCancel={onDone} saving={save.isPending} />
      </Stack>
    </form>
  );
}
