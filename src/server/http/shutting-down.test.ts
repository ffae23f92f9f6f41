import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { SHUTTING_DOWN_MESSAGE } from './shutting-down';

/*
 * SIGTERM closes the app: the requests it is answering finish, and one that still arrives on an
 * open keep-alive connection is refused in the one error shape, not Fastify's own. Over a real
 * socket: a sign-in whose body is still on its way when the shutdown starts, and a request
 * pipelined behind it, which the server reads only once it is closing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('a request that reaches the shop while it shuts down', () => {
  it('gets 503 SHUTTING_DOWN in the one error shape, with Retry-After, and the one before it its answer', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong!Passw0rd' });
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      'POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: http://localhost:3000\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    const closed = t.app.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.write(`${body.slice(10)}GET /api/products HTTP/1.1\r\nHost: localhost:3000\r\n\r\n`);
    await ended;
    await closed;

    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 401 /);
    const [head, json] = answers[1]!.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head).toMatch(/\r\nretry-after: 5\r\n/i);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    expect(head).toMatch(/\r\ncontent-type: application\/json/i);
    expect(JSON.parse(json!)).toEqual({ error: { code: 'SHUTTING_DOWN', message: SHUTTING_DOWN_MESSAGE } });
  });
});
