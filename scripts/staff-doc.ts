/** Writes docs/staff.md's tables from the route policies (src/server/test/staff-doc.ts). */
import { readFileSync, writeFileSync } from 'node:fs';
import { formattedWithStaffTables, STAFF_DOC } from '../src/server/test/staff-doc';

writeFileSync(STAFF_DOC, await formattedWithStaffTables(readFileSync(STAFF_DOC, 'utf8')));
console.log(`[framehire] ${STAFF_DOC}: the staff tables written from the route policies`);
