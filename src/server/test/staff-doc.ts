import { format } from 'prettier';
import { rolePermissions, staffPermissions, staffRoles } from '../../shared/staff-roles';
import { routePermissions } from '../http/route-permissions';

/*
 * docs/staff.md's tables, written from the route policies themselves (shared/staff-roles.ts and
 * http/route-permissions.ts): staff-doc.test.ts fails when the document says otherwise, and
 * `npx tsx scripts/staff-doc.ts` writes them in again.
 */

export const STAFF_DOC = 'docs/staff.md';
export const BEGIN = '<!-- staff tables: written by scripts/staff-doc.ts from the route policies -->';
export const END = '<!-- end of the staff tables -->';

/** The two tables: each role's permissions, and each permission's routes. */
export function staffTables(): string {
  const header = `| Permission | ${staffRoles.join(' | ')} |`;
  const rule = `|---|${staffRoles.map(() => ':-:').join('|')}|`;
  const rows = staffPermissions.map(
    (permission) =>
      `| \`${permission}\` | ${staffRoles.map((role) => (rolePermissions[role].includes(permission) ? 'yes' : '–')).join(' | ')} |`,
  );
  const routes = staffPermissions.map((permission) => {
    const named = Object.entries(routePermissions)
      .filter(([, needed]) => needed === permission)
      .map(([route]) => `\`${route}\``);
    return `- \`${permission}\`: ${named.length ? named.join(', ') : 'no route of its own (checked inside one, see above)'}`;
  });
  return [BEGIN, '', header, rule, ...rows, '', '### The routes each permission opens', '', ...routes, '', END].join(
    '\n',
  );
}

/** The document with its tables as the policies say them, laid out as `npm run format` lays it out. */
export async function formattedWithStaffTables(document: string): Promise<string> {
  return format(withStaffTables(document), { parser: 'markdown', filepath: STAFF_DOC });
}

/** The document with its tables as the policies say them. */
export function withStaffTables(document: string): string {
  const start = document.indexOf(BEGIN);
  const end = document.indexOf(END);
  if (start < 0 || end < 0) throw new Error(`${STAFF_DOC} lost its table markers`);
  return document.slice(0, start) + staffTables() + document.slice(end + END.length);
}
