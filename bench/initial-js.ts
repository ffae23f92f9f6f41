/**
 * The storefront's first load: the JavaScript and CSS the built page (dist/web/index.html) asks
 * for before anything else, gzipped, as a browser on a phone would download it.
 * `npm run build && npx tsx bench/initial-js.ts`
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '../dist/web');
const page = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = [...page.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(js|css))"/g)].map(([, file, kind]) => ({
  file: file!,
  kind: kind!,
}));

const rows = assets.map(({ file, kind }) => ({
  file,
  kind,
  gzip: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
}));
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) console.log(`${String(row.gzip).padStart(8)}  ${row.file}`);
for (const kind of ['js', 'css']) {
  const total = rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.gzip, 0);
  console.log(
    `${kind.toUpperCase()} on first load: ${total} bytes gzipped in ${rows.filter((row) => row.kind === kind).length} files`,
  );
}
