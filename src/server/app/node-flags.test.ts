import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags';

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

describe('the server’s Node flags', () => {
  it('are those npm start passes', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`);
  });

  it('are those the systemd unit starts the server with', () => {
    const execStart = /^ExecStart=(.*)$/m.exec(read('deploy/systemd/framehire@.service'))?.[1];
    expect(execStart).toBe(`/usr/bin/node ${SERVER_NODE_FLAGS.join(' ')} /opt/framehire/dist/server/serve.js`);
  });
});
