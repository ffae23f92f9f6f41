import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
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
import { useTranslatedName } from '../hooks/use-translated-name';
import { errorField } from '../lib/catalog-error-text';
import { nameError, translatedNameRules } from '../lib/name-check';
import { CategoryPicker } from './category-picker';
import { FormActions } from './form-actions';
import type { PickerOption } from './search-select';
import { TranslatedTexts } from './translated-texts';

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
  const texts = useTranslatedName('categories', form, category?.id ?? null);
  // Two levels only: a category with sub-categories stays top-level.
  const hasChildren = (category?.childCount ?? 0) > 0;
  const parentOption = !category
    ? defaultParent
    : category.parentId !== null && category.parentName !== null
      ? { value: category.parentId, label: category.parentName }
      : null;

  const submit = form.onSubmit((values) => {
    const input = categoryInputSchema.safeParse(values);
    if (!input.success) return;
    if (texts.refuseTaken()) return;
    save.mutate(
      { id: category?.id ?? null, input: input.data },
      {
        onSuccess: () => {
          toast.success(t(category ? 'categories.edited' : 'categories.created'));
          onDone();
        },
        onError: (error) => {
          showFailure(form, error, 'name');
          texts.showField(errorField(error, 'name'));
        },
      },
    );
  }, texts.showErrors);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TranslatedTexts
          {...texts.texts}
          labels={{ name: t('categories.name'), description: t('categories.description') }}
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
