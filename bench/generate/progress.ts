/** Progress lines, with the time each step took. */

export const count = (n: number) => n.toLocaleString('en-US');

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  console.log(`${label}…`);
  const result = await run();
  console.log(`${label}: done in ${seconds(performance.now() - started)}`);
  return result;
}
