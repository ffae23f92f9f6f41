/**
 * `npm run server:shape`: how the server reads, measured on its production code (no tests, test
 * support, migrations or seed data): how many floors its folders stand in (the longest chain of
 * imports between folders), any circle between folders, who imports another folder's tables, and
 * the files over 400 lines and functions over 150. docs/architecture.md quotes it.
 * `npm run server:shape -- catalog` also names, for each folder catalog imports, the files that do.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..', 'src', 'server');
const skipped = new Set(['test', 'migrations', 'seed']);

function productionFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : productionFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * A file's node, as the lint rule names them (eslint/folder-direction.js): its first folder, a
 * module's route files as `<folder>/routes` (decision 072), or the file itself at the top.
 */
const nodeOf = (path: string) => {
  const parts = relative(root, path).split(sep);
  if (parts.length === 2 && parts[0] !== 'app' && /(^|-)routes(\.ts)?$/.test(parts[1]!)) return `${parts[0]}/routes`;
  if (parts.length > 1) return parts[0]!;
  // A top-level file is imported without its extension ('./main'); TypeScript takes the file
  // before a folder of the same name ('./app' is app.ts, not app/index.ts).
  const bare = parts[0]!.replace(/\.(tsx?|js)$/, '');
  return existsSync(join(root, `${bare}.ts`)) ? `${bare}.ts` : bare;
};

const files = productionFiles(root);
const edges = new Map<string, Set<string>>();
/** For `npm run server:shape -- <node>`: which of its files import which node. */
const asked = process.argv[2];
const askedImports: string[] = [];
const tableReaders: string[] = [];
const longFiles: [number, string][] = [];
const longFunctions: [number, string][] = [];

for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const name = relative(root, file);
  const lines = text.split('\n').length;
  if (lines > 400) longFiles.push([lines, name]);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const from = nodeOf(file);
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const specifier = (node.moduleSpecifier as ts.StringLiteral).text;
      const target = resolve(dirname(file), specifier);
      if (specifier.startsWith('.') && target.startsWith(root + sep)) {
        const to = nodeOf(target);
        if (to !== from) {
          if (from === asked) askedImports.push(`${to} <- ${name}`);
          if (!edges.has(from)) edges.set(from, new Set());
          edges.get(from)!.add(to);
          const targetPath = relative(root, target);
          if (/(^|\/)schema$/.test(targetPath) && !file.endsWith(`${sep}schema.ts`)) {
            tableReaders.push(`${name} reads ${targetPath}.ts`);
          }
        }
      }
    }
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const named = 'name' in node && node.name ? node.name.getText() : '(anonymous)';
      if (end - start + 1 > 150) longFunctions.push([end - start + 1, `${name}:${start + 1} ${named}`]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** The floor of a node: 1 for one that imports no other folder, else one above the highest it imports. */
const floors = new Map<string, number>();
const circles: string[] = [];
function floorOf(node: string, trail: string[]): number {
  if (floors.has(node)) return floors.get(node)!;
  if (trail.includes(node)) {
    circles.push([...trail.slice(trail.indexOf(node)), node].join(' -> '));
    return 0;
  }
  let highest = 0;
  for (const next of edges.get(node) ?? []) highest = Math.max(highest, floorOf(next, [...trail, node]));
  floors.set(node, highest + 1);
  return highest + 1;
}
const nodes = new Set([...files.map(nodeOf)]);
for (const node of nodes) floorOf(node, []);
const top = Math.max(...floors.values());
const chain = [[...floors].find(([, floor]) => floor === top)![0]];
// Down the highest import each time; a circle (reported below) stops the walk where it closes.
while (floors.get(chain.at(-1)!)! > 1) {
  const below = [...(edges.get(chain.at(-1)!) ?? [])].sort((a, b) => floors.get(b)! - floors.get(a)!)[0];
  if (below === undefined || chain.includes(below)) break;
  chain.push(below);
}

console.log(`production files: ${files.length}, folders and top-level files: ${nodes.size}`);
console.log(`floors: ${top} (${chain.join(' -> ')})`);
console.log(`circles between folders: ${circles.length}`);
for (const circle of circles) console.log(`  ${circle}`);
console.log(`imports of another folder's schema.ts: ${tableReaders.length}`);
for (const line of tableReaders) console.log(`  ${line}`);
console.log(`files over 400 lines: ${longFiles.length}`);
for (const [lines, name] of longFiles.sort((a, b) => b[0] - a[0])) console.log(`  ${lines} ${name}`);
console.log(`functions over 150 lines: ${longFunctions.length}`);
for (const [lines, name] of longFunctions.sort((a, b) => b[0] - a[0])) console.log(`  ${lines} ${name}`);
if (asked) {
  console.log(`${asked} (floor ${floors.get(asked)}) imports:`);
  for (const line of [...new Set(askedImports)].sort())
    console.log(`  ${line} (floor ${floors.get(line.split(' ')[0]!)})`);
}
