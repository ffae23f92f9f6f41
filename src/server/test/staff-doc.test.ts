import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formattedWithStaffTables, STAFF_DOC } from './staff-doc';

describe('docs/staff.md', () => {
  it('says what each role may do as the route policies do (npx tsx scripts/staff-doc.ts writes it)', async () => {
    const document = readFileSync(STAFF_DOC, 'utf8');
    expect(document).toBe(await formattedWithStaffTables(document));
  });
});
