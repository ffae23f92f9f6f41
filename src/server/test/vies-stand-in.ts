import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A stand-in for the EU's VIES REST API on 127.0.0.1 (VIES cannot be reached from the test
 * machines): POST /check-vat-number answers as VIES does, `valid` true for the numbers it was given
 * with the trader's name and address and a consultation number when the requester is named, false
 * for any other; `down` makes it answer as VIES does when a member state's service is unavailable
 * (HTTP 200 with actionSucceed false and MS_UNAVAILABLE), `broken` with a 500.
 */

export type ViesTrader = { name: string; address: string };

export async function startViesStandIn(traders: Record<string, ViesTrader>, port = 0) {
  let mode: 'up' | 'down' | 'broken' = 'up';
  const asked: { countryCode: string; vatNumber: string; requesterNumber?: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== '/check-vat-number') return send(404, { error: 'NOT_FOUND' });
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        countryCode: string;
        vatNumber: string;
        requesterMemberStateCode?: string;
        requesterNumber?: string;
      };
      asked.push(body);
      if (mode === 'broken') return send(500, { error: 'SERVICE_UNAVAILABLE' });
      if (mode === 'down') {
        return send(200, { actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] });
      }
      const trader = traders[`${body.countryCode}${body.vatNumber}`];
      send(200, {
        countryCode: body.countryCode,
        vatNumber: body.vatNumber,
        requestDate: new Date().toISOString(),
        valid: trader !== undefined,
        requestIdentifier: trader && body.requesterNumber ? `WAPI${randomBytes(6).toString('hex').toUpperCase()}` : '',
        name: trader?.name ?? '---',
        address: trader?.address ?? '---',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    asked,
    /** From now on: answering, a member state unavailable, or the service failing. */
    answer: (next: typeof mode) => {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
