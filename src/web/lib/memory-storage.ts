/** An in-memory stand-in for localStorage, for unit tests that run in Node without a DOM. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data: Record<string, string> = { ...initial };
  return {
    data,
    getItem: (key: string): string | null => data[key] ?? null,
    setItem: (key: string, value: string) => {
      data[key] = value;
    },
  };
}
