/**
 * The end-to-end tests' mail server: real SMTP for the app, and a small HTTP API on which the
 * tests read what arrived (`GET /messages?to=<address>`, newest last).
 */
import { createServer } from 'node:http';
import { startMailbox } from '../../src/server/test/mailbox';
import { E2E } from './ports';

const mailbox = await startMailbox(E2E.smtpPort);

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const to = url.searchParams.get('to')?.toLowerCase();
  const messages = mailbox.received
    .filter((mail) => !to || mail.to.includes(to))
    .map(({ to: recipients, subject, text }) => ({ to: recipients, subject, text }));
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(messages));
}).listen(E2E.mailApiPort, '127.0.0.1', () =>
  console.log(`mail sink on smtp ${E2E.smtpPort}, http ${E2E.mailApiPort}`),
);
