import { describe, expect, it } from 'vitest';
import type { DataVersion } from '../db/data-version';
import { keptBetweenChanges } from '../db/kept-between-changes';

/*
 * keptBetweenChanges's rules without a database (decision 103): who shares a render, who waits for the
 * next one, what is kept. kept-shop-feed.test.ts checks them against PostgreSQL's triggers.
 */

type Written = { body: string; etag: string };

/** A version the test moves, and renders it finishes by hand. */
function scene() {
  const state = { read: { version: '1', settled: true } as DataVersion, reads: 0 };
  const writes: { key: string; finish: (body: string) => void; fail: (error: Error) => void }[] = [];
  const feedOf = keptBetweenChanges<Written>(async () => {
    state.reads += 1;
    return { ...state.read };
  });
  const ask = (key = 'today') =>
    feedOf(
      key,
      () =>
        new Promise<Written>((resolve, reject) => {
          writes.push({
            key,
            finish: (body) => resolve({ body, etag: `"${body}"` }),
            fail: reject,
          });
        }),
    );
  return { state, writes, ask };
}

/** Lets every pending promise callback run (the reads resolve in a few ticks). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keptBetweenChanges', () => {
  it('shares one render among requests that read the same settled version, and keeps it', async () => {
    const { writes, ask } = scene();
    const answers = Array.from({ length: 20 }, () => ask());
    await settle();
    expect(writes).toHaveLength(1);
    writes[0]!.finish('A');
    const bodies = await Promise.all(answers);
    expect(new Set(bodies.map((feed) => feed.body))).toEqual(new Set(['A']));
    expect(new Set(bodies).size).toBe(1);

    expect((await ask()).body).toBe('A');
    expect(writes).toHaveLength(1);
  });

  it('writes again once the version has moved, and for another key', async () => {
    const { state, writes, ask } = scene();
    const first = ask();
    await settle();
    writes[0]!.finish('A');
    await first;

    state.read = { version: '2', settled: true };
    const second = ask();
    await settle();
    expect(writes).toHaveLength(2);
    writes[1]!.finish('B');
    expect((await second).body).toBe('B');

    const tomorrow = ask('tomorrow');
    await settle();
    expect(writes).toHaveLength(3);
    writes[2]!.finish('C');
    expect((await tomorrow).body).toBe('C');
  });

  it('keeps nothing written after an unsettled read, and shares such a render with no one who came later', async () => {
    const { state, writes, ask } = scene();
    state.read = { version: '5', settled: false };
    const first = ask();
    await settle();
    expect(writes).toHaveLength(1);

    // Came while it runs, with the same version: a change counted under it may commit meanwhile.
    const later = [ask(), ask(), ask()];
    await settle();
    expect(writes).toHaveLength(1);
    state.read = { version: '5', settled: true };
    writes[0]!.finish('A');
    expect((await first).body).toBe('A');
    await settle();
    // The next render, after they came, shared by the three.
    expect(writes).toHaveLength(2);
    writes[1]!.finish('B');
    expect((await Promise.all(later)).map((feed) => feed.body)).toEqual(['B', 'B', 'B']);

    // That one was settled: kept.
    expect((await ask()).body).toBe('B');
    expect(writes).toHaveLength(2);
  });

  it('lets a request that read a newer version wait for the next render, not share the running one', async () => {
    const { state, writes, ask } = scene();
    const first = ask();
    await settle();
    state.read = { version: '2', settled: true };
    const newer = ask();
    await settle();
    expect(writes).toHaveLength(1);
    writes[0]!.finish('A');
    expect((await first).body).toBe('A');
    await settle();
    expect(writes).toHaveLength(2);
    writes[1]!.finish('B');
    expect((await newer).body).toBe('B');
  });

  it('answers a failed render’s error to those who shared it, keeps nothing, and writes again at the next request', async () => {
    const { writes, ask } = scene();
    const answers = [ask(), ask()];
    await settle();
    writes[0]!.fail(new Error('database away'));
    for (const answer of answers) await expect(answer).rejects.toThrow('database away');
    const again = ask();
    await settle();
    expect(writes).toHaveLength(2);
    writes[1]!.finish('A');
    expect((await again).body).toBe('A');
  });
});
