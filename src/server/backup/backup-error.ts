/** A backup or restore that cannot go ahead for a reason the operator can fix: one line, no stack. */
export class BackupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackupError';
  }
}
