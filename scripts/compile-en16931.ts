/**
 * `npx tsx scripts/compile-en16931.ts`: compiles the official EN 16931 CII validation rules
 * (src/server/test/en16931/EN16931-CII-validation.xslt, vendored from ConnectingEurope/
 * eInvoicing-EN16931) into the SEF that SaxonJS runs, gzipped beside it, and records the XSLT's
 * SHA-256 the SEF was made from (decision 088). Compiling takes about 30 s on a 2-core machine,
 * far too long for each test run, so the compiled file is kept in the repository; the validator
 * (validate.ts) refuses to run a SEF whose recorded hash is not the vendored XSLT's.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { EN16931_FILES } from '../src/server/test/en16931/validate';

const xslt3 = createRequire(import.meta.url).resolve('xslt3/xslt3.js');
const work = mkdtempSync(join(tmpdir(), 'en16931-'));
try {
  const sef = join(work, 'EN16931-CII-validation.sef.json');
  const started = performance.now();
  // -relocate:on: the SEF does not depend on where it was compiled.
  execFileSync(process.execPath, [xslt3, `-xsl:${EN16931_FILES.xslt}`, `-export:${sef}`, '-nogo', '-relocate:on'], {
    stdio: 'inherit',
  });
  writeFileSync(EN16931_FILES.sef, gzipSync(readFileSync(sef), { level: 9 }));
  const hash = createHash('sha256').update(readFileSync(EN16931_FILES.xslt)).digest('hex');
  writeFileSync(EN16931_FILES.sourceHash, `${hash}  EN16931-CII-validation.xslt\n`);
  console.log(`wrote ${EN16931_FILES.sef} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
