import fc from 'fast-check';

/*
 * Values an attacker or a broken client sends where the API expects a sensible one: for the
 * property tests of every route (every-route-faults.ts). Each arbitrary mixes a list of
 * known troublemakers with generated values, so every run meets both.
 */

/** Keys that reach `Object.prototype` when code copies an object without care. */
export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const HUGE = 'A'.repeat(100_000);

/** Texts known to break parsers, databases and pages. */
const troublemakers = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Egnp.exe',
  '\u200F\u05E9\u05DC\u05D5\u05DD',
  '👨‍👩‍👧‍👦🎞️📷',
  'Z̴̡͖̈́a̸l̷g̶o̵',
  '\uFEFF1',
  '\r\nSet-Cookie: x=1',
  "' OR '1'='1",
  "1'; DROP TABLE rentals; --",
  '1 UNION SELECT password FROM account --',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  'https://evil.example/',
  '//evil.example',
  ...POLLUTION_KEYS,
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'NaN',
  'Infinity',
  '-0',
  '0',
  '-1',
  '1.5',
  '1e309',
  '0x10',
  '+7',
  ' 7',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999999',
  '0000-00-00',
  '0000-01-01',
  '2030-02-29',
  '2032-02-30',
  '2030-13-01',
  '2030-00-10',
  '9999-12-31',
  '10000-01-01',
  '+010000-01-01',
  '-000001-01-01',
  '1970-01-01',
  '2030-03-10T25:61:61Z',
  '2030-3-1',
  '2030-03',
  '99999-99',
  HUGE,
  'é'.repeat(5000),
  '😀'.repeat(3000),
];

/** A calendar date that may not exist: any year from -1 to 100000, month 0–13, day 0–32. */
export const anyDate = fc
  .tuple(
    fc.oneof(fc.integer({ min: 2020, max: 2040 }), fc.integer({ min: -1, max: 100_000 })),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
  )
  .map(([year, month, day]) => {
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    return `${year < 0 ? '-' : ''}${pad(Math.abs(year), 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  });

/** A number as text, from the ordinary to the absurd. */
const anyNumberText = fc.oneof(
  fc.integer().map(String),
  fc.integer({ min: -1, max: 100 }).map(String),
  fc.double().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);

/** Any string: a known troublemaker, a generated one (lone surrogates and control characters included), a date or a number. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...troublemakers), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  { arbitrary: anyDate, weight: 2 },
  { arbitrary: anyNumberText, weight: 2 },
);

/** An object whose own keys include one that pollutes prototypes (built so that `__proto__` is an own key). */
export const pollutingObject = fc
  .tuple(fc.constantFrom(...POLLUTION_KEYS), fc.constantFrom('isAdmin', 'role', 'polluted', 'status'))
  .map(([key, inner]) => JSON.parse(`{"${key}":{"${inner}":true,"prototype":{"${inner}":true}}}`) as object);

/** Any JSON value, biased to the ones that break code: wrong types, huge and odd strings, odd numbers, nesting. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: hostileString, weight: 4 },
    {
      arbitrary: fc.oneof(
        fc.integer(),
        fc.constantFrom(0, -1, 1.5, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324),
      ),
      weight: 3,
    },
    { arbitrary: fc.constantFrom(null, true, false), weight: 2 },
    { arbitrary: pollutingObject, weight: 1 },
    { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 1 },
    { arbitrary: fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }), weight: 1 },
  ),
})).value;

/** Bodies that are no JSON, or JSON no parser should accept, each with the content type it is sent as. */
export const rawBody = fc.oneof(
  fc.constantFrom(
    { type: 'application/json', body: '{' },
    { type: 'application/json', body: '' },
    { type: 'application/json', body: 'null' },
    { type: 'application/json', body: '"just a string"' },
    { type: 'application/json', body: '{"a":1,"a":2}' },
    { type: 'application/json', body: '{"__proto__":{"isAdmin":true}}' },
    { type: 'application/json', body: '{"constructor":{"prototype":{"isAdmin":true}}}' },
    { type: 'application/json', body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    { type: 'application/json', body: `{"x":"\\ud800"}` },
    { type: 'application/json', body: '\uFEFF{}' },
    { type: 'application/json; charset=latin1', body: '{"name":"\u00ff"}' },
    { type: 'application/x-www-form-urlencoded', body: 'a=1&__proto__[isAdmin]=true' },
    { type: 'text/plain', body: 'hello' },
    { type: 'text/xml', body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
    { type: 'multipart/form-data', body: '--x\r\n' },
    { type: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n' },
    { type: 'application/octet-stream', body: '\u0000\u0001\u0002' },
    { type: '', body: '{}' },
    { type: 'application/json, text/html', body: '{}' },
  ),
  fc.string({ unit: 'binary', maxLength: 200 }).map((body) => ({ type: 'application/json', body })),
);

/** A header value a real socket can carry (visible Latin-1), odd or huge. */
export const hostileHeaderValue = fc.oneof(
  fc.constantFrom(
    '',
    '*',
    'x'.repeat(8000),
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '__proto__',
    '-1',
    '99999999999999999999',
    'de-DE;q=abc, *;q=-1, xx',
    'en;q=0.9, ' + 'es;q=0.1, '.repeat(500),
    'application/json; charset=utf-7',
    'multipart/form-data; boundary=',
    'text/html',
    'null',
    'Bearer x',
    'better-auth.session_token=forged.signature',
  ),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 60 }),
);

/** Headers a client may add; which of them an attacker fills is generated. */
export const HEADER_NAMES = [
  'accept',
  'accept-language',
  'content-type',
  'cookie',
  'idempotency-key',
  'if-none-match',
  'range',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-http-method-override',
  'authorization',
  'referer',
] as const;

/**
 * Text as a URL carries it: every byte of its UTF-8 percent-encoded except the unreserved ones.
 * (encodeURIComponent throws on a lone surrogate; UTF-8 turns it into U+FFFD as a browser does.)
 */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Path or query pieces sent as they are: escapes that are no UTF-8, dot segments, doubled slashes. */
export const rawUrlPiece = fc.constantFrom(
  '%',
  '%zz',
  '%C0%AF',
  '%E0%A4%A',
  '%FF%FE',
  '%00',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e/%2e%2e/etc/passwd',
  '....//....//etc/passwd',
  '1;1',
  '1%3B1',
  '1/2',
  '1?x=2',
  '1#x',
  '%252e%252e%252f',
);
