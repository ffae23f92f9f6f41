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

export type Nginx = { httpsPort: number; reload(site: string): Promise<void>; stop(): Promise<void> };

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

/** nginx in the foreground with its files under `folder`, serving `site` (an http{} include). */
export async function startNginx(binary: string, folder: string, site: string, httpsPort: number): Promise<Nginx> {
  await mkdir(join(folder, 'temp'), { recursive: true });
  const siteFile = join(folder, 'site.conf');
  await writeFile(siteFile, site);
  const conf = join(folder, 'nginx.conf');
  const asRoot = process.getuid?.() === 0;
  await writeFile(
    conf,
    `${asRoot ? 'user root;\n' : ''}worker_processes 2;
pid ${join(folder, 'nginx.pid')};
error_log ${join(folder, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${join(folder, 'temp', 'body')};
  proxy_temp_path ${join(folder, 'temp', 'proxy')};
  fastcgi_temp_path ${join(folder, 'temp', 'fastcgi')};
  uwsgi_temp_path ${join(folder, 'temp', 'uwsgi')};
  scgi_temp_path ${join(folder, 'temp', 'scgi')};
  include ${siteFile};
}
`,
  );
  await run(binary, ['-t', '-q', '-p', folder, '-c', conf]);
  const child: ChildProcess = spawn(binary, ['-p', folder, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  await waitForPort(httpsPort);
  return {
    httpsPort,
    async reload(next) {
      await writeFile(siteFile, next);
      await run(binary, ['-t', '-q', '-p', folder, '-c', conf]);
      await run(binary, ['-p', folder, '-c', conf, '-s', 'reload']);
      // The old workers finish; new ones take the new upstreams.
      await new Promise((resolve) => setTimeout(resolve, 500));
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    },
  };
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
