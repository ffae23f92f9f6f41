import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { askAgainInNewLanguage } from './refetch-on-language-change';

/** A query on screen whose answers the test gives by hand, in the language each was asked in. */
function queryOnScreen(client: QueryClient, options: { staleTime?: number } = {}) {
  let language = 'de';
  const asked: { language: string; answer: (value: string) => void; aborted: () => boolean }[] = [];
  const observer = new QueryObserver(client, {
    queryKey: ['cart-check'],
    queryFn: ({ signal }) =>
      new Promise<string>((resolve) => {
        const asking = language;
        asked.push({ language: asking, answer: () => resolve(asking), aborted: () => signal.aborted });
      }),
    ...options,
  });
  const unsubscribe = observer.subscribe(() => {});
  return {
    asked,
    observer,
    unsubscribe,
    switchTo: (next: string) => (language = next),
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('askAgainInNewLanguage', () => {
  it('asks again a query still waiting for its first answer, so the old language never lands', async () => {
    const client = new QueryClient();
    const screen = queryOnScreen(client);
    expect(screen.asked.map((call) => call.language)).toEqual(['de']);

    screen.switchTo('es');
    void askAgainInNewLanguage(client);
    await settled();
    expect(screen.asked.map((call) => call.language)).toEqual(['de', 'es']);
    expect(screen.asked[0]!.aborted()).toBe(true);

    // The German answer arrives last, and is not the one shown.
    screen.asked[1]!.answer('es');
    screen.asked[0]!.answer('de');
    await settled();
    expect(screen.observer.getCurrentResult().data).toBe('es');
    screen.unsubscribe();
  });

  it('asks again a query that already has an answer, keeping it on screen meanwhile', async () => {
    const client = new QueryClient();
    const screen = queryOnScreen(client, { staleTime: Infinity });
    screen.asked[0]!.answer('de');
    await settled();
    expect(screen.observer.getCurrentResult().data).toBe('de');

    screen.switchTo('es');
    void askAgainInNewLanguage(client);
    await settled();
    expect(screen.observer.getCurrentResult().data).toBe('de');
    screen.asked[1]!.answer('es');
    await settled();
    expect(screen.asked.map((call) => call.language)).toEqual(['de', 'es']);
    expect(screen.observer.getCurrentResult().data).toBe('es');
    screen.unsubscribe();
  });
});
