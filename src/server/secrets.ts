import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Secrets = Record<string, string>;

/**
 * Secrets the zero-setup install needs but nobody configured (the embedded database's
 * password, the session-signing key) are generated once and kept in DATA_DIR/secrets.json,
 * so they survive restarts without ever being printed.
 */
export function readOrCreateSecret(dataDir: string, name: string): string {
  const file = join(dataDir, 'secrets.json');
  const secrets: Secrets = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Secrets) : {};
  const existing = secrets[name];
  if (existing) return existing;
  const created = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ ...secrets, [name]: created }, null, 2), { mode: 0o600 });
  return created;
}
