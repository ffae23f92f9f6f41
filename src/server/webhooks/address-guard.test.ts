import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '../test/webhook-receiver';
import { checkEndpointUrl, isForbiddenAddress } from './address-guard';
import { postOnce } from './http-post';

/*
 * The request-forgery guard (decision 053): which addresses are the shop's own network, a name
 * that resolves there refused when saved, and a send refused at connection time, so an endpoint
 * whose name later resolves to 127.0.0.1 (DNS rebinding) gets nothing through.
 */

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

describe('isForbiddenAddress', () => {
  it('refuses the private, loopback, link-local and reserved ranges, IPv4 and IPv6', () => {
    for (const address of [
      '0.0.0.0',
      '127.0.0.1',
      '127.255.255.254',
      '10.1.2.3',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.251',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1%eth0',
      'fd00::1',
      'fc00::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '2002:c0a8:0101::1',
    ])
      expect(isForbiddenAddress(address), address).toBe(true);
    for (const address of [
      '93.184.215.14',
      '8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
    ])
      expect(isForbiddenAddress(address), address).toBe(false);
  });
});

describe('an IPv6 address that carries an IPv4 one', () => {
  // Teredo writes the client's IPv4 address with every bit flipped.
  const teredoClient = (ipv4: string) => {
    const [a, b, c, d] = ipv4.split('.').map((part) => Number(part) ^ 0xff) as [number, number, number, number];
    return `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  };

  it('is refused unless the IPv4 address it carries is public, in every form that carries one', () => {
    for (const address of [
      '::ffff:127.0.0.1', // IPv4-mapped
      '::ffff:a00:1',
      '::127.0.0.1', // IPv4-compatible
      '::a9fe:a9fe',
      '::ffff:0:7f00:1', // SIIT's IPv4-translated
      '::ffff:0:10.0.0.1',
      '64:ff9b::7f00:1', // NAT64, the well-known prefix
      '64:ff9b::192.168.1.1',
      '64:ff9b:1::7f00:1', // NAT64, the local-use prefix at /96
      '64:ff9b:1:abcd::a9fe:a9fe',
      '64:ff9b:1:7f00:1::', // the local-use prefix at /48: 127.0.0.1 around the zero byte 8
      '64:ff9b:1:a:a:0:100:0', // at /64: 10.0.0.1 in bytes 9 to 12 (the last 32 bits read 1.0.0.0)
      '2002:7f00:1::', // 6to4
      '2002:a9fe:a9fe:1::1',
      `2001:0:4136:e378:8000:63bf:${teredoClient('127.0.0.1')}`, // Teredo, a loopback client
      `2001:0:4136:e378:8000:63bf:${teredoClient('192.168.0.10')}`,
      `2001:0:a00:1:8000:63bf:${teredoClient('8.8.8.8')}`, // Teredo, a private server
    ])
      expect(isForbiddenAddress(address), address).toBe(true);
    for (const address of [
      '::ffff:8.8.8.8',
      '::ffff:0:808:808',
      '64:ff9b::808:808',
      '64:ff9b:1::808:808',
      '64:ff9b:1:808:8:808:808:808', // every layout reads 8.8.8.8
      '2002:808:808::1',
      `2001:0:4136:e378:8000:63bf:${teredoClient('8.8.8.8')}`,
    ])
      expect(isForbiddenAddress(address), address).toBe(false);
  });

  it('is refused as an endpoint written as a literal address', async () => {
    for (const url of [
      'https://[64:ff9b:1::7f00:1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[2002:7f00:1::]/',
      `https://[2001:0:4136:e378:8000:63bf:${teredoClient('127.0.0.1')}]/`,
      'https://[::ffff:0:7f00:1]/',
    ])
      await expect(checkEndpointUrl(url, { allowPrivateNetworks: false }), url).rejects.toMatchObject({
        code: 'WEBHOOK_URL_PRIVATE',
        field: 'url',
      });
    for (const url of ['https://[64:ff9b::808:808]/', 'https://[2002:808:808::1]/'])
      await expect(checkEndpointUrl(url, { allowPrivateNetworks: false }), url).resolves.toBeUndefined();
  });
});

describe('checkEndpointUrl', () => {
  it('refuses a name any of whose addresses is private, and accepts one not resolving yet', async () => {
    const resolveTo = (addresses: string[]) => async () => addresses;
    await expect(
      checkEndpointUrl('https://hooks.example.com/x', {
        allowPrivateNetworks: false,
        resolve: resolveTo(['93.184.215.14', '10.0.0.1']),
      }),
    ).rejects.toMatchObject({ code: 'WEBHOOK_URL_PRIVATE', field: 'url' });
    await expect(
      checkEndpointUrl('https://hooks.example.com/x', {
        allowPrivateNetworks: false,
        resolve: resolveTo(['93.184.215.14']),
      }),
    ).resolves.toBeUndefined();
    await expect(
      checkEndpointUrl('https://hooks.example.com/x', {
        allowPrivateNetworks: false,
        resolve: () => Promise.reject(new Error('ENOTFOUND')),
      }),
    ).resolves.toBeUndefined();
    await expect(checkEndpointUrl('http://127.0.0.1/x', { allowPrivateNetworks: true })).resolves.toBeUndefined();
  });
});

describe('a send', () => {
  const send = (url: string, allowPrivateNetworks: boolean) =>
    postOnce(new URL(url), '{}', { 'content-type': 'application/json' }, { allowPrivateNetworks, timeoutMs: 2000 });

  it('never connects to a private address unless allowed, by name or by number', async () => {
    for (const url of [
      `http://127.0.0.1:${receiver.port}/x`,
      `http://localhost:${receiver.port}/x`,
      `http://0x7f000001:${receiver.port}/x`,
      `http://[::ffff:127.0.0.1]:${receiver.port}/x`,
    ]) {
      const outcome = await send(url, false);
      expect(outcome, url).toMatchObject({ kind: 'no-answer', error: expect.stringMatching(/^refused: /) });
    }
    expect(receiver.received).toHaveLength(0);
    expect(await send(`http://localhost:${receiver.port}/x`, true)).toMatchObject({ kind: 'answer', statusCode: 200 });
    expect(receiver.received).toHaveLength(1);
  });

  it('follows no redirect: a 3xx is the answer', async () => {
    receiver.answerNext(302);
    expect(await send(receiver.url(), true)).toMatchObject({ kind: 'answer', statusCode: 302 });
    expect(receiver.received).toHaveLength(2);
  });
});
