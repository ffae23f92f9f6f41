import { useEffect, useState, type RefObject } from 'react';
import { Button, Stack, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { ErrorMessage } from './error-message';

type Props = {
  /** The list: each record in it carries `data-record`, in order (a table row, a card). */
  list: RefObject<HTMLElement | null>;
  /** Records on screen now. */
  count: number;
  hasMore: boolean;
  loading: boolean;
  /** Why the last page did not come, already in words; null when it did. */
  error: string | null;
  onLoadMore: () => Promise<{ isError: boolean }>;
  label: string;
  /** Read out once a page has come, e.g. "25 more shown" (`count` is passed to it). */
  loaded: (count: number) => string;
};

/**
 * "Load more" under a list that pages by key. Once the next page is on screen the focus moves
 * to its first record, so a keyboard user carries on reading there (and is not left on a button
 * that is gone after the last page), and a screen reader hears how many came.
 */
export function LoadMore({ list, count, hasMore, loading, error, onLoadMore, label, loaded }: Props) {
  const [from, setFrom] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (from === null || count <= from) return;
    const record = list.current?.querySelectorAll<HTMLElement>('[data-record]')[from];
    // The first control a keyboard reaches: a picture link left out of the tab order is skipped.
    const target = record?.querySelector<HTMLElement>('a[href]:not([tabindex="-1"]), button:not(:disabled)') ?? record;
    target?.focus();
    setAnnouncement(loaded(count - from));
    setFrom(null);
  }, [count, from, list, loaded]);

  const load = async () => {
    setFrom(count);
    setAnnouncement('');
    if ((await onLoadMore()).isError) setFrom(null);
  };

  return (
    <>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {(hasMore || error) && (
        <Stack align="center" mt="md" gap="sm">
          {error && <ErrorMessage message={error} />}
          <Button
            variant="default"
            onClick={() => void load()}
            loading={loading}
            rightSection={<IconChevronDown size={16} aria-hidden />}
          >
            {label}
          </Button>
        </Stack>
      )}
    </>
  );
}
