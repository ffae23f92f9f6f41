import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, type TrustProxy } from './trust-proxy';

/** The client IP Fastify settles on for a request from `socket` carrying `forwardedFor`. */
async function clientIp(trust: TrustProxy, socket: string, forwardedFor?: string) {
  const app = Fastify({ trustProxy: fastifyTrustProxy(trust) });
  app.get('/', async (request) => request.ip);
  const response = await app.inject({
    url: '/',
    remoteAddress: socket,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  await app.close();
  return response.body;
}

describe('TRUST_PROXY', () => {
  it('without a proxy, takes the socket and ignores X-Forwarded-For', async () => {
    expect(await clientIp(false, '198.51.100.9', '6.6.6.6')).toBe('198.51.100.9');
  });

  it('with one hop, takes the address our proxy appended, not what the client wrote before it', async () => {
    expect(await clientIp(1, '10.0.0.2', '6.6.6.6, 7.7.7.7, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientIp(1, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('with two hops (a CDN before the proxy), takes the address the CDN saw', async () => {
    expect(await clientIp(2, '10.0.0.2', '6.6.6.6, 203.0.113.7, 192.0.2.80')).toBe('203.0.113.7');
  });

  it('with a list of proxies, trusts only those addresses and networks', async () => {
    const proxies = ['10.0.0.0/8', '192.0.2.80'];
    expect(await clientIp(proxies, '10.0.0.2', '6.6.6.6, 203.0.113.7, 192.0.2.80')).toBe('203.0.113.7');
    // A request straight from a client is not from a trusted proxy: its header counts for nothing.
    expect(await clientIp(proxies, '198.51.100.9', '6.6.6.6')).toBe('198.51.100.9');
  });
});
