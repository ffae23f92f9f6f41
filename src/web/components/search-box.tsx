import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CloseButton, Loader, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { SEARCH_MAX } from '@shared/limits';
import { searchText } from '@/lib/list-filters';
import classes from './list-toolbar.module.css';

export type SearchBoxProps = {
  /** The search the list shows now. */
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
  /** The list is loading what was searched. */
  busy?: boolean;
};

/** How long typing pauses before the list is searched. */
const DEBOUNCE_MS = 300;

/**
 * A list's search box: it searches as one types (after a short pause) and at once on Enter; a
 * blank search is none. Escape or the clear button empties it.
 */
export function SearchBox({ value, onSearch, label, placeholder, clearLabel, busy = false }: SearchBoxProps) {
  const [typed, setTyped] = useState(value);
  const sent = useRef(value);
  const send = useDebouncedCallback((text: string) => {
    sent.current = searchText(text);
    onSearch(sent.current);
  }, DEBOUNCE_MS);

  // A search that changed elsewhere (going back, a link) shows in the box; one this box sent does not retype it.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    send.cancel();
    setTyped(value);
  }, [value, send]);

  const type = (text: string) => {
    setTyped(text);
    send(text);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.flush();
  };
  const clear = () => {
    type('');
    send.flush();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || typed === '') return;
    event.preventDefault();
    clear();
  };

  return (
    <form role="search" aria-label={label} onSubmit={submit} className={classes.search}>
      <TextInput
        type="search"
        value={typed}
        onChange={(event) => type(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        aria-label={label}
        placeholder={placeholder}
        maxLength={SEARCH_MAX}
        leftSection={<IconSearch size={16} stroke={1.7} aria-hidden />}
        rightSection={
          busy ? (
            <Loader size={16} aria-hidden />
          ) : (
            typed !== '' && <CloseButton size="sm" aria-label={clearLabel} onClick={clear} />
          )
        }
      />
    </form>
  );
}
