import { Suspense, useEffect, type ReactNode } from 'react';
import { usePageHead } from './page-head';

/*
 * A page the server wrote is taken over in slices, each its own Suspense boundary (decision 030):
 * the header, the page, the footer, each product card. React hydrates them in the background, one
 * at a time, and a slice still waiting reads the app's state when its turn comes. A change made to
 * the whole app meanwhile (the visitor picks another language) would then reach slices written in
 * the old one, and React would throw their HTML away ("text content does not match"). Such a
 * change waits for `pageTakenOver()`: the server counts the slices it wrote, and each one reports
 * when it is alive.
 */

let waiting = 0;
let settle: () => void = () => {};
let takenOver: Promise<void> = Promise.resolve();

/** A slice still being taken over after this long is not coming (the visitor went elsewhere). */
const GIVE_UP_MS = 10_000;

/** Called before hydrating a page the server wrote with `slices` slices. */
export function expectSlices(slices: number) {
  waiting = slices;
  if (waiting <= 0) return;
  takenOver = new Promise<void>((resolve) => {
    settle = resolve;
    setTimeout(resolve, GIVE_UP_MS);
  });
}

/**
 * The visitor went to another page before every slice of the written one came alive: the slices
 * left behind are gone, never to report, and nothing should wait the full GIVE_UP_MS for them (a
 * language picked on the next page would change only after it).
 */
export function writtenPageLeft() {
  waiting = 0;
  settle();
}

/** Resolves once every slice of the server's page is alive (at once for a page drawn here). */
export const pageTakenOver = () => takenOver;

function SliceAlive() {
  const head = usePageHead();
  // On the server: one more slice in the page being written.
  if (head) head.slices = (head.slices ?? 0) + 1;
  useEffect(() => {
    if (waiting > 0 && --waiting === 0) settle();
  }, []);
  return null;
}

/** A part of a page that React takes over on its own. */
export function PageSlice({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      {children}
      <SliceAlive />
    </Suspense>
  );
}
