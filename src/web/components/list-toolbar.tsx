import { SegmentedControl } from '@mantine/core';
import { SearchBox, type SearchBoxProps } from './search-box';
import classes from './list-toolbar.module.css';

/** The choice of "every status" in a status filter. */
const ALL = 'all';

export type StatusFilterProps<Status extends string> = {
  value: Status | null;
  onChange: (status: Status | null) => void;
  /** The group's name for assistive technology, e.g. "Filter by status". */
  label: string;
  allLabel: string;
  options: readonly { value: Status; label: string }[];
};

type Props<Status extends string> = { search: SearchBoxProps; status?: StatusFilterProps<Status> };

/** Above an administrator's list: its search box and, where the records have one, a status filter. */
export function ListToolbar<Status extends string>({ search, status }: Props<Status>) {
  return (
    <div className={classes.toolbar}>
      <SearchBox {...search} />
      {status && (
        <SegmentedControl
          className={classes.status}
          fullWidth
          aria-label={status.label}
          value={status.value ?? ALL}
          onChange={(value) => status.onChange(status.options.find((option) => option.value === value)?.value ?? null)}
          data={[{ value: ALL, label: status.allLabel }, ...status.options]}
        />
      )}
    </div>
  );
}
