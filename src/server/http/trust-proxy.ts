/** TRUST_PROXY as config.ts reads it: off, a number of proxy hops, or the proxies' addresses or networks. */
export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY in Fastify's terms. A number of hops becomes proxy-addr's hop test (the socket is
 * hop 0): with 1, request.ip is the last X-Forwarded-For entry, the one our proxy appended, and
 * whatever a client wrote before it is ignored. A list of proxy addresses or networks is passed on.
 */
export function fastifyTrustProxy(trust: TrustProxy | undefined) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust ?? false;
}
