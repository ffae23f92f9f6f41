import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { run } from './run-as';

export const SITE = join(import.meta.dirname, '..', 'deploy', 'nginx', 'framehire.conf');

/** nginx from Debian's packages, installed when the machine lacks it (as .ci/run does for Chromium). */
export async function ensureNginx(): Promise<string> {
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', 'nginx'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } } as never);
  return '/usr/sbin/nginx';
}

export type Nginx = { httpsPort: number; stop(): Promise<void> };

/**
 * The documented site file, run by nginx itself: only what differs on a test machine is changed
 * (its ports, the upstream's ports, a self-signed certificate), each by an exact replacement that
 * fails the test when the file no longer has the line.
 */
export function siteForTest(site: string, ports: { http: number; https: number; shops: number[]; cert: string; key: string }) {
  const replace = (text: string, from: string | RegExp, to: string) => {
    const next = text.replace(from, to);
    if (next === text) throw new Error(`The nginx site file no longer has ${String(from)}`);
    return next;
  };
  let text = site;
  text = replace(text, /^\s*server 127\.0\.0\.1:3001 (.*);\n\s*server 127\.0\.0\.1:3002 .*;\n\s*server 127\.0\.0\.1:3003 .*;$/m, ports.shops.map((port) => `    server 127.0.0.1:${port} $1;`).join('\n'));
  text = replace(text, /^\s*listen 80;$/m, `    listen 127.0.0.1:${ports.http};`);
  text = replace(text, /^\s*listen \[::\]:80;\n/m, '');
  text = replace(text, /^\s*listen 443 ssl http2;$/m, `    listen 127.0.0.1:${ports.https} ssl http2;`);
  text = replace(text, /^\s*listen \[::\]:443 ssl http2;\n/m, '');
  text = replace(text, /ssl_certificate\s+\S+;/, `ssl_certificate ${ports.cert};`);
  text = replace(text, /ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${ports.key};`);
  return text;
}

export async function selfSignedCertificate(folder: string) {
  const cert = join(folder, 'cert.pem');
  const key = join(folder, 'key.pem');
  await run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost']);
  return { cert, key };
}

/**
 * nginx's main file for a test: its pid, log and temporary files under `folder`, `http` as the
 * http{} block's own lines. As root its workers run as root too, to reach those files.
 */
export async function writeNginxConf(folder: string, http: string, workers: number) {
  await mkdir(join(folder, 'temp'), { recursive: true });
  const conf = join(folder, 'nginx.conf');
  const temp = (name: string) => `  ${name}_temp_path ${join(folder, 'temp', name)};`;
  await writeFile(
    conf,
    [
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      `worker_processes ${workers};`,
      `pid ${join(folder, 'nginx.pid')};`,
      `error_log ${join(folder, 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
      http,
      '}',
      '',
    ].join('\n'),
  );
  return conf;
}

/** nginx in the foreground on `conf`, after `nginx -t` accepts it; stopping lets it finish gracefully. */
export async function spawnNginx(binary: string, folder: string, conf: string) {
  await run(binary, ['-t', '-q', '-p', folder, '-c', conf]);
  const child: ChildProcess = spawn(binary, ['-p', folder, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGQUIT');
    await exited;
  };
}

/** nginx serving `site` (an http{} include) with its files under `folder`. */
export async function startNginx(binary: string, folder: string, site: string, httpsPort: number): Promise<Nginx> {
  await mkdir(folder, { recursive: true });
  const siteFile = join(folder, 'site.conf');
  await writeFile(siteFile, site);
  const conf = await writeNginxConf(folder, `  include ${siteFile};`, 2);
  const stop = await spawnNginx(binary, folder, conf);
  await waitForPort(httpsPort);
  return { httpsPort, stop };
}

async function waitForPort(port: number) {
  for (let tries = 0; tries < 100; tries++) {
    const ok = await fetch(`https://127.0.0.1:${port}/`, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${port}`);
}

export const readSite = () => readFile(SITE, 'utf8');
