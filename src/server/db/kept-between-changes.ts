import type { DataVersion } from './data-version';

type Render<T> = {
  key: string;
  /** Read before its rows: it may be shared, and kept, only when settled. */
  read: DataVersion;
  answer: Promise<T>;
  /** Settles with the answer, never rejects: what the next render waits for. */
  ended: Promise<void>;
};

/**
 * An answer written once per change of the data it reads (decision 103: the shop's calendar
 * feed; decision 107: the utilisation report). `key` names everything else it is written from
 * (the shop's today, its language, its name, a period); `write` writes it for that key.
 *
 * - **Kept**: the last answer written after a settled read of the version, served for as long as
 *   the version read at a request is still that one. No transaction had moved the version
 *   without being visible to the rows it read, and none has moved it since: the rows are the
 *   ones a render now would read, so the answer is the one it would write.
 * - **One render at a time**: a request whose read matches the render under way (settled, the
 *   same version) shares it, for the same reason. Any other waits for the next render, started
 *   once this one has ended, after it arrived, and shared by all who arrive before it starts.
 *
 * Every request reads the version after it arrived (`readVersion`), so none is answered with
 * rows older than itself. Per process: each keeps its own answer.
 */
export function keptBetweenChanges<T>(readVersion: () => Promise<DataVersion>) {
  let kept: { key: string; version: string; answer: T } | undefined;
  let current: Render<T> | undefined;
  let queued: { key: string; answer: Promise<T> } | undefined;

  function begin(key: string, read: DataVersion, write: () => Promise<T>): Promise<T> {
    const answer = write().then((written) => {
      if (read.settled) kept = { key, version: read.version, answer: written };
      return written;
    });
    const render: Render<T> = { key, read, answer, ended: answer.then(noop, noop) };
    current = render;
    void render.ended.then(() => {
      if (current === render) current = undefined;
    });
    return answer;
  }

  function answerFor(key: string, read: DataVersion, write: () => Promise<T>): Promise<T> {
    if (kept && kept.key === key && kept.version === read.version) return Promise.resolve(kept.answer);
    if (!current) return begin(key, read, write);
    if (current.key === key && current.read.settled && current.read.version === read.version) return current.answer;
    // Not started yet: it reads the version after this request arrived.
    if (queued && queued.key === key) return queued.answer;
    const next = {
      key,
      answer: current.ended.then(async () => {
        if (queued === next) queued = undefined;
        return answerFor(key, await readVersion(), write);
      }),
    };
    queued ??= next;
    return next.answer;
  }

  return async (key: string, write: () => Promise<T>): Promise<T> => answerFor(key, await readVersion(), write);
}

const noop = () => undefined;
