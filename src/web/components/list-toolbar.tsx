import { SegmentedControl } from '@mantine/core';
import { SearchBox, type SearchBoxProps } from './search-box';
import classes from './list-toolbar.module.css';

/** The choice of "every status" in a status filter. */
const ALL = 'all';

export type StatusFilterProps<Status extends string> = {
  value: Status | null;
  onChange: (status: Status | null) => void;
  /** The group's name for assistive technology ("Filter by status"), and the choice of every status ("All"). */
  texts: { label: string; all: string };
  options: readonly { value: Status; label: string }[];
};

/**
 * The search box, its words as each list's namespace has them under `search`
 * (`t('search', { returnObjects: true })`): its label, placeholder and clear button's name.
 */
export type ListSearchProps = Omit<SearchBoxProps, 'label' | 'placeholder' | 'clearLabel'> & {
  texts: { label: string; placeholder: string; clear: string };
};

type Props<Status extends string> = { search: ListSearchProps; status?: StatusFilterProps<Status> };

/** Above an administrator's list: its search box and, where the records have one, a status filter. */
export function ListToolbar<Status extends string>({ search, status }: Props<Status>) {
  const { texts, ...searchBox } = search;
  return (
    <div className={classes.toolbar}>
      <SearchBox {...searchBox} label={texts.label} placeholder={texts.placeholder} clearLabel={texts.clear} />
      {status && (
        <SegmentedControl
          className={classes.status}
          classNames={{ control: classes.statusControl }}
          fullWidth
          aria-label={status.texts.label}
          value={status.value ?? ALL}
          onChange={(value) => status.onChange(status.options.find((option) => option.value === value)?.value ?? null)}
          data={[{ value: ALL, label: status.texts.all }, ...status.options]}
        />
      )}
    </div>
  );
}
