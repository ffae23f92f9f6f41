import { createServer } from 'node:net';

/**
 * A reason the server cannot start that the operator can fix: its message is one line naming
 * the cause and the fix, printed without a stack trace (main.ts). Anything else is a bug and
 * keeps its stack.
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

/** What a failed listen on `port` means, for the variable that sets it. */
export function portError(error: unknown, port: number, variable: string): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE') {
    return new StartupError(`Port ${port} is taken by another program: stop it, or set ${variable} to a free port.`, {
      cause: error,
    });
  }
  if (code === 'EACCES') {
    return new StartupError(
      `Port ${port} needs more rights than this user has: set ${variable} to a port above 1023.`,
      { cause: error },
    );
  }
  return error;
}

/** Fails fast, in one line, when something already listens on `port` (before minutes of start-up). */
export async function assertPortFree(port: number, host: string, variable: string) {
  if (port === 0) return;
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(port, host, () => probe.close(() => resolve()));
  }).catch((error: unknown) => {
    throw portError(error, port, variable);
  });
}
