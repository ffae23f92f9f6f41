import { createServer } from 'node:net';

/**
 * A port no one listens on, for a server or PostgreSQL the test starts later: picked below
 * Linux's ephemeral ports (32768-60999), where any client socket of another test may take the
 * number as its local port between this check and the start (docs/testing.md, "Keeping it short").
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const port = FREE_PORTS.from + Math.floor(Math.random() * FREE_PORTS.count);
    if (await canListen(port)) return port;
    if (attempt === 50)
      throw new Error(`No free port between ${FREE_PORTS.from} and ${FREE_PORTS.from + FREE_PORTS.count}`);
  }
}

/**
 * Below the ephemeral range and apart from the ports other tests pick themselves (startup-faults:
 * 26,000-29,999; the embedded PostgreSQL restart: 30,000-30,499; end-to-end: 31,490 and up).
 */
const FREE_PORTS = { from: 20_000, count: 6_000 };

function canListen(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
