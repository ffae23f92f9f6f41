/** A full disk, from Node's ENOSPC or PostgreSQL's own words (also its SQLSTATE 53100). */
export function isDiskFull(error: unknown, log = ''): boolean {
  const code = (error as { code?: string } | undefined)?.code;
  const text = `${log}\n${error instanceof Error ? error.message : String(error)}`;
  return code === 'ENOSPC' || code === '53100' || /No space left on device|could not extend file/i.test(text);
}
