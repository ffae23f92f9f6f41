/**
 * The yardstick: a bare Node `http` server answering a small JSON body, in a child process of its
 * own like the shop, loaded with the same settings. What it reaches is what this machine, this
 * Node and this load generator allow at all; the shop's endpoints are given as a share of it.
 */
import { spawn } from 'node:child_process';
import { stopChild } from './server-process';
import { freePort } from '../src/server/test/free-port';

/** Run by `node -e`: no dependency, no framework, the smallest server that answers JSON. */
const BASELINE_SOURCE = `
const http = require('node:http');
const body = JSON.stringify({ id: 1, name: 'Baseline' });
http
  .createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
`;

export type BaselineServer = { url: string; pid: number; stop(): Promise<void> };

export async function startBaseline(): Promise<BaselineServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BASELINE_SOURCE], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The baseline server exited (code ${code})`)));
    child.stdout.once('data', () => resolve());
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => stopChild(child, 2000) };
}
