import type { VatCheckStatus } from '../../shared/schemas/business';
import { isEuVatId } from '../../shared/vat-numbers';

/*
 * The EU's VIES check of a VAT number, over its REST API (VIES_API_URL, e.g.
 * https://ec.europa.eu/taxation_customs/vies/rest-api): POST /check-vat-number with the number and,
 * for a consultation number that proves the check, the shop's own VAT number as the requester.
 * VIES is often down for a member state: that is an answer of its own ("unavailable"), never an
 * error the customer sees (decision 086). Without VIES_API_URL nothing is asked ("unchecked").
 */

export type VatCheck = {
  status: VatCheckStatus;
  /** When VIES answered; null when it was not asked. */
  checkedAt: Date | null;
  requestId: string | null;
  name: string | null;
  address: string | null;
};

export type Vies = { check(vatId: string, requesterVatId: string): Promise<VatCheck> };

/** How long one check may take before VIES counts as unavailable: a profile's save waits for it. */
const TIMEOUT_MS = 8_000;

const unchecked: VatCheck = { status: 'unchecked', checkedAt: null, requestId: null, name: null, address: null };

/** VIES writes "---" where a member state does not give a trader's name or address. */
const given = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && value !== '---' ? value.trim() : null;

export function createVies(baseUrl: string | undefined, clock: () => Date = () => new Date()): Vies {
  return {
    async check(vatId, requesterVatId) {
      if (!baseUrl || !isEuVatId(vatId)) return unchecked;
      const requester = isEuVatId(requesterVatId) ? requesterVatId : null;
      const unavailable: VatCheck = { ...unchecked, status: 'unavailable', checkedAt: clock() };
      try {
        const response = await fetch(`${baseUrl.replace(/\/$/, '')}/check-vat-number`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            countryCode: vatId.slice(0, 2),
            vatNumber: vatId.slice(2),
            ...(requester
              ? { requesterMemberStateCode: requester.slice(0, 2), requesterNumber: requester.slice(2) }
              : {}),
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) return unavailable;
        const body = (await response.json()) as Record<string, unknown>;
        // A member state that did not answer: `actionSucceed: false` with its error, not a verdict.
        if (typeof body['valid'] !== 'boolean' || body['actionSucceed'] === false) return unavailable;
        return {
          status: body['valid'] ? 'valid' : 'invalid',
          checkedAt: clock(),
          requestId: given(body['requestIdentifier']),
          name: given(body['name']),
          address: given(body['address']),
        };
      } catch {
        return unavailable;
      }
    },
  };
}
