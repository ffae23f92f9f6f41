import { existsSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';

/*
 * An ESLint rule for the server's folders (eslint.config.js, serverDirection): each import from
 * one folder of src/server into another must be an edge the table declares, and the table has no
 * cycle, so neither do the imports. `import type` counts: a type is a dependency too (decision 041).
 * A file directly in src/server is its own node, named with its `.ts` (config.ts, app.ts).
 * A module's route files (`routes.ts`, `*-routes.ts`) are its HTTP face, a node of their own named
 * `<folder>/routes` (decision 072): they sit above the flows they call, and the module's other files,
 * which the flows use, never import them.
 */

const ROUTE_FILE = /(^|-)routes\.(ts|tsx|js)$/;

/**
 * The node a path inside `root` belongs to: its first folder (a folder itself, as an import of its
 * index.ts names it), or the file itself at the top.
 */
function nodeOf(root, path, routeFolders, hasFace) {
  const parts = relative(root, path).split(sep);
  // An import names `./routes` without its extension; the file on disk is `routes.ts`.
  if (parts.length === 2 && routeFolders.has(parts[0]) && ROUTE_FILE.test(parts[1].replace(/(\.(ts|tsx|js))?$/, '.ts')))
    return `${parts[0]}/routes`;
  if (parts.length > 1 || hasFace(parts[0]) || statSync(path, { throwIfNoEntry: false })?.isDirectory())
    return parts[0];
  return parts[0].replace(/\.(ts|tsx|js)$/, '') + '.ts';
}

function sourceOf(node) {
  if (node.type === 'TSImportType') return node.argument?.literal?.value ?? node.argument?.value;
  return node.source?.value;
}

export function folderDirectionRule({
  root,
  direction,
  leaves,
  tableName,
  routeFolders = new Set(),
  // Whether a folder shows one face (an index.ts); a test tree that is not on disk says so itself.
  hasFace = (folder) => existsSync(join(root, folder, 'index.ts')),
}) {
  const allowedFrom = (from) => new Set([...(direction[from] ?? []), ...leaves]);
  return {
    meta: {
      type: 'problem',
      docs: { description: 'The server’s folders import one way, along the edges of a table without cycles.' },
      schema: [],
    },
    create(context) {
      const file = context.filename;
      if (!file.startsWith(root + sep)) return {};
      const from = nodeOf(root, file, routeFolders, hasFace);
      const check = (node) => {
        const specifier = sourceOf(node);
        if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
        const target = resolve(dirname(file), specifier);
        if (!target.startsWith(root + sep)) return;
        const to = nodeOf(root, target, routeFolders, hasFace);
        // A module's tables are its own (decision 072): another folder reads and writes them through
        // the module's functions. Another schema.ts may name them, for a foreign key.
        if (to !== from && /(^|\/)schema(\.ts)?$/.test(relative(root, target)) && basename(file) !== 'schema.ts') {
          const owner = to.replace(/\/routes$/, '');
          if (owner !== from.replace(/\/routes$/, '')) {
            context.report({
              node,
              message: `${owner}/schema.ts holds ${owner}'s tables: only ${owner}/ reads them. Ask ${owner} through a function it exports, or move the statement there.`,
            });
            return;
          }
        }
        if (to === from) return;
        // A module with a face (its index.ts) is imported through it, never a file inside it: what
        // other folders may use of it is what index.ts exports (decision 076). Its routes are app/'s;
        // a dynamic import() may load one file of it late (a PDF writer loaded on first use).
        const parts = relative(root, target).split(sep);
        const targetFile = parts.at(-1).replace(/\.(ts|tsx|js)$/, '');
        if (
          parts.length >= 2 &&
          parts[0] !== from.replace(/\/routes$/, '') &&
          node.type !== 'ImportExpression' &&
          !to.endsWith('/routes') &&
          targetFile !== 'index' &&
          targetFile !== 'schema' &&
          hasFace(parts[0])
        ) {
          context.report({
            node,
            message: `${parts[0]}/ shows one face: import '${specifier.slice(0, specifier.lastIndexOf(parts[0]) + parts[0].length)}' (its index.ts), not ${parts.slice(1).join('/')}. Export what you need from ${parts[0]}/index.ts.`,
          });
          return;
        }
        if (!(from in direction)) {
          context.report({
            node,
            message: `src/server/${from} is not in ${tableName} (eslint.config.js): add it with the folders it may import.`,
          });
          return;
        }
        if (allowedFrom(from).has(to)) return;
        const allowed = direction[from];
        context.report({
          node,
          message:
            to === 'test'
              ? 'Production code never imports test support (src/server/test/).'
              : `${from} may import ${allowed.length ? allowed.join(', ') : 'no other folder'} (and ${leaves.join(', ')}), not ${to}: the server's folders import one way (${tableName} in eslint.config.js, docs/architecture.md). Add ${to} to its entry if the table stays acyclic (it is checked); if ${to} uses ${from}, pass ${from} a function instead, as app/ does for mails.`,
        });
      };
      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
        ImportExpression: check,
        TSImportType: check,
      };
    },
  };
}
