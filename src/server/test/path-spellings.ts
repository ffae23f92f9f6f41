/*
 * Other ways to write the same path: what a router, a proxy or a browser may read as the path a
 * route was registered under, or may not. Used to prove that no spelling reaches a handler
 * without the checks of the route it matches (auth/path-spellings.test.ts, scale/scale.test.ts).
 */

const hex = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

/** `path` (no query) spelled in ways that are not its normal form, each with a name. */
export function pathSpellings(path: string, origin: string): { name: string; path: string }[] {
  const segments = path.split('/').slice(1);
  const [first = '', ...rest] = segments;
  const tail = rest.length > 0 ? `/${rest.join('/')}` : '';
  const lastIndex = segments.length - 1;
  const encodeFirstLetterOf = (index: number) =>
    `/${segments.map((segment, at) => (at === index && /^[a-z]/i.test(segment) ? hex(segment[0]!) + segment.slice(1) : segment)).join('/')}`;
  const spellings = [
    { name: 'a percent-encoded letter', path: encodeFirstLetterOf(0) },
    {
      name: 'a lower-case percent escape',
      path: `/${first.slice(0, 1)}${hex(first[1] ?? 'x').toLowerCase()}${first.slice(2)}${tail}`,
    },
    { name: 'a percent-encoded letter further on', path: encodeFirstLetterOf(lastIndex) },
    { name: 'percent-encoded slashes', path: `/${first}${rest.map((segment) => `%2F${segment}`).join('')}` },
    { name: 'a leading //', path: `/${path}` },
    { name: 'a // inside', path: `/${first}/${tail}` },
    { name: 'a /./ segment', path: `/${first}/.${tail}` },
    { name: 'a /x/../ segment', path: `/${first}/x/..${tail}` },
    { name: 'a percent-encoded /./ segment', path: `/${first}/%2E${tail}` },
    { name: 'a trailing /', path: `${path}/` },
    { name: 'upper case', path: `/${first.toUpperCase()}${tail}` },
    { name: 'a ;param in the first segment', path: `/${first};x=1${tail}` },
    { name: 'a trailing ;param', path: `${path};x=1` },
    { name: 'an absolute-form request line', path: `${origin}${path}` },
    { name: 'an absolute-form request line with a percent-encoded letter', path: `${origin}${encodeFirstLetterOf(0)}` },
  ];
  return spellings.filter((spelling) => spelling.path !== path);
}
