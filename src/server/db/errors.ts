/** The SQLSTATE of a database error; Drizzle wraps the driver's error in `cause`. */
export function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The constraint a database error names (a key, a check, or a trigger's RAISE … CONSTRAINT). */
export function sqlConstraint(error: unknown): string | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const CHECK_VIOLATION = '23514';
export const EXCLUSION_VIOLATION = '23P01';
export const RESTRICT_VIOLATION = '23001';
/** Two transactions waited on each other; PostgreSQL rolled one back, which may simply try again. */
export const DEADLOCK = '40P01';
