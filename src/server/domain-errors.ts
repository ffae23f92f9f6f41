import type { RefusalDetail } from '../shared/refusal-reasons';

/*
 * What a service refuses, in the shop's terms. Services throw these and know nothing of HTTP;
 * http/errors.ts maps each kind to its status and the one error shape.
 */

/** Why one line of a multi-line request (an order's) was refused; `index` is its place in the request. */
export type LineRefusal = {
  index: number;
  code: string;
  message: string;
  available?: number;
  dailyPrice?: string;
} & Partial<RefusalDetail>;

export class DomainError extends Error {
  /** The lines of the request this refusal is about, when it is about some (an order's lines). */
  lines?: LineRefusal[];
  /** Why units or days are refused (shared/refusal-reasons.ts): sent beside the code as `reason` and `bufferDays`. */
  detail?: RefusalDetail;

  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** The refusal with its reason (chainable where it is thrown). */
  because(detail: RefusalDetail | undefined): this {
    this.detail = detail;
    return this;
  }
}

/**
 * The record does not exist, or is not the requester's (which must not be told apart). `detail`
 * names a more telling code and message (a scanned serial number nothing has: UNKNOWN_SERIAL).
 */
export class NotFoundError extends DomainError {
  constructor(what: string, detail?: { code: string; message: string }) {
    super(detail?.code ?? 'NOT_FOUND', detail?.message ?? `${what} not found`);
  }
}

/**
 * The request is well-formed but collides with the shop's state (stock, one per rental, unique
 * names); `field` names the input that collides, when one does (a kit's parts).
 */
export class ConflictError extends DomainError {
  constructor(
    code: string,
    message: string,
    readonly field?: string,
  ) {
    super(code, message);
  }
}

/** The requester may not do this to a record they can see. */
export class ForbiddenError extends DomainError {}

/** The input is well-formed but not acceptable (a date in the past); `field` names the culprit. */
export class InvalidInputError extends DomainError {
  constructor(
    code: string,
    message: string,
    readonly field?: string,
  ) {
    super(code, message);
  }
}

/** The content is not of a kind the shop can read (an upload that does not decode as a picture). */
export class UnsupportedMediaError extends DomainError {}

/** The input is well-formed but bigger than the shop accepts (a picture of too many pixels). */
export class TooLargeError extends DomainError {}

/** Well-formed, but it contradicts an earlier request (an Idempotency-Key sent again with another body). */
export class UnprocessableError extends DomainError {}
