import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePorts } from './free-ports';
import { spawnNginx, writeNginxConf } from './nginx';

/** The catalogue's first page, the storefront's busiest API read (bench/workload.ts measures the same). */
const PATH = '/api/products?limit=24';
const SECONDS = 5;
const CONNECTIONS = 32;

async function requestsPerSecond(url: string) {
  // A short warm-up, not counted: the first requests fill caches and open connections.
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { perSecond: result.requests.average, p99: result.latency.p99 };
}

/**
 * Requests per second for the catalogue's first page: one process on its own port, then nginx in
 * front of 1, 2 and 3 processes (plain HTTP, so TLS's cost does not hide the processes'), all in
 * one run on the same machine. On two shared cores, nginx, autocannon and the database take part
 * of what the processes would use: this shows the cost, not a scaling factor.
 */
export async function measureThroughput({ root, shops, nginxBinary }: { root: string; shops: number[]; nginxBinary: string }) {
  const folder = join(root, 'nginx-bench');
  const ports = await freePorts(3);
  const servers = ports
    .map(
      (port, index) => `
  upstream shops_${index + 1} { least_conn; ${shops.slice(0, index + 1).map((shop) => `server 127.0.0.1:${shop};`).join(' ')} keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    location / { proxy_pass http://shops_${index + 1}; proxy_http_version 1.1; proxy_set_header Connection ""; proxy_set_header Host $host; }
  }`,
    )
    .join('\n');
  const stopNginx = await spawnNginx(nginxBinary, folder, await writeNginxConf(folder, servers, 1));
  await new Promise((resolve) => setTimeout(resolve, 500));
  try {
    const rows: [string, Awaited<ReturnType<typeof requestsPerSecond>>][] = [
      ['One process, no nginx (baseline)', await requestsPerSecond(`http://127.0.0.1:${shops[0]}${PATH}`)],
    ];
    for (const [index, port] of ports.entries()) {
      rows.push([`nginx → ${index + 1} process${index ? 'es' : ''}`, await requestsPerSecond(`http://127.0.0.1:${port}${PATH}`)]);
    }
    return [
      `GET ${PATH}, ${CONNECTIONS} connections, ${SECONDS} s each, one run on this machine (npm run test:scale)`,
      '',
      '| Setup | Requests/s | p99 latency (ms) |',
      '|---|---:|---:|',
      ...rows.map(([label, { perSecond, p99 }]) => `| ${label} | ${perSecond.toFixed(0)} | ${p99} |`),
    ].join('\n');
  } finally {
    await stopNginx();
  }
}
