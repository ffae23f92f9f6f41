import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * What must never be in a file a browser downloads: a connection string with its password, a
 * private key, a session-signing secret. Shapes catch any such value; canaries catch the exact
 * values a build was given.
 */
const SHAPES: { what: string; pattern: RegExp }[] = [
  { what: 'a PostgreSQL connection string', pattern: /postgres(?:ql)?:\/\/[^\s"'`]*@/i },
  { what: 'a mail server address with a password', pattern: /smtps?:\/\/[^\s"'`/@]+:[^\s"'`/@]+@/i },
  { what: 'a private key', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/ },
  { what: "the server's secrets file", pattern: /postgresPassword|authSecret/ },
  { what: "the server's environment", pattern: /process\.env\.(?!NODE_ENV\b)[A-Z_]+/ },
];

export type SecretFinding = { file: string; what: string };

export function scanForSecrets(folder: string, canaries: Record<string, string>): SecretFinding[] {
  const findings: SecretFinding[] = [];
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const text = readFileSync(path).toString('latin1');
    const file = relative(folder, path);
    for (const { what, pattern } of SHAPES) if (pattern.test(text)) findings.push({ file, what });
    for (const [name, value] of Object.entries(canaries)) if (text.includes(value)) findings.push({ file, what: name });
  }
  return findings;
}
