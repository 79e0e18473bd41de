/**
 * Import boundaries (issue 9), as a small local ESLint plugin.
 *
 * Why not eslint-plugin-boundaries or no-restricted-imports: both see an import as the string
 * written in the file. no-restricted-imports cannot tell `../x` inside an area from `../x` that
 * leaves it, and boundaries needs a resolver configured per alias (`@/...`) and still cannot see
 * that `import { Policy } from '../core'` brings a core *entity* in through the index. These
 * rules ask the TypeScript program typescript-eslint already builds (projectService): the module
 * a specifier resolves to, aliases and `.js` suffixes included, and the declaration each imported
 * name ends at, through any chain of re-exports.
 *
 * - `portal/area-entry`: a file inside `<dir>/<area>/` imports another area of `<dir>` only
 *   through that area's `index.ts` (`../account`, `@/features/auth`), never its internals.
 * - `portal/core-entities`: outside `<coreDir>`, no import resolves to a class declared in a
 *   `*.entity.ts` file of `<coreDir>` (core is reached through the services it exports).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { noExecuteBesideTransaction, noRequestFork } from './unit-of-work.mjs';

/** Paths in options and in the baseline are relative to the repository root, wherever ESLint runs from. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const INDEX = /^index\.(?:[cm]?[jt]sx?|d\.ts)$/;

/** The module specifiers of one file, each with the node to report on. */
function specifierVisitors(onSpecifier) {
  const visit = (node) => {
    if (node.source && node.source.type === 'Literal' && typeof node.source.value === 'string') onSpecifier(node.source, node);
  };
  return {
    ImportDeclaration: visit,
    ExportAllDeclaration: visit,
    ExportNamedDeclaration: visit,
    ImportExpression: visit,
    TSImportType(node) {
      const arg = node.argument;
      const literal = arg?.type === 'TSLiteralType' ? arg.literal : arg;
      if (literal?.type === 'Literal' && typeof literal.value === 'string') onSpecifier(literal, node);
    },
  };
}

/** The file a specifier resolves to: the TypeScript program's answer, else the relative path as written. */
function resolveSpecifier(context, literal) {
  const services = context.sourceCode.parserServices;
  if (services?.program && services.esTreeNodeToTSNodeMap) {
    const checker = services.program.getTypeChecker();
    const tsNode = services.esTreeNodeToTSNodeMap.get(literal);
    const symbol = tsNode && checker.getSymbolAtLocation(tsNode);
    const declaration = symbol?.declarations?.find((d) => typeof d.fileName === 'string');
    if (declaration) return { file: path.normalize(declaration.fileName), exact: true };
  }
  const spec = literal.value;
  if (spec.startsWith('.')) return { file: path.resolve(path.dirname(context.filename), spec), exact: false };
  return null;
}

/** Splits a path under `dir` into its area (first folder) and the rest; null when not under `dir`. */
function areaOf(dir, file) {
  const rel = path.relative(dir, file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [area, ...rest] = rel.split(path.sep);
  return { area, rest: rest.join('/') };
}

function isEntry(rest, exact) {
  if (rest === '') return true; // the folder itself: resolves to its index
  if (INDEX.test(rest)) return true;
  if (!exact && rest === 'index') return true;
  return false;
}

const areaEntry = {
  meta: {
    type: 'problem',
    docs: { description: 'An area imports another area only through its index.ts.' },
    schema: [
      {
        type: 'object',
        properties: {
          dir: { type: 'string' },
          label: { type: 'string' },
          shared: { type: 'array', items: { type: 'string' } },
          entryPoints: { type: 'array', items: { type: 'string' } },
          baseline: { type: 'object' },
        },
        required: ['dir'],
        additionalProperties: false,
      },
    ],
    messages: {
      stale: "'{{entry}}' is listed in scripts/lint/boundary-baseline.json but no longer happens: delete that line.",
      internal:
        "{{label}} '{{from}}' imports '{{target}}' from the inside of '{{to}}': import it from '{{to}}/index.ts' (export it there if it is meant to be used outside).",
    },
  },
  create(context) {
    const { dir, label = 'Area', shared = [], entryPoints = [], baseline } = context.options[0];
    const root = path.resolve(REPO_ROOT, dir);
    const here = areaOf(root, context.filename);
    // Files directly in `dir` (app.module.ts, main.ts) belong to no area: they wire areas together.
    if (!here || here.rest === '' || entryPoints.includes(here.area)) return {};
    const known = baselineFor(baseline, 'portal/area-entry', context);
    return {
      ...specifierVisitors((literal) => {
        const resolved = resolveSpecifier(context, literal);
        if (!resolved) return;
        const there = areaOf(root, resolved.file);
        if (!there || there.area === here.area || shared.includes(there.area)) return;
        if (isEntry(there.rest, resolved.exact)) return;
        if (known.seen(path.relative(REPO_ROOT, resolved.file))) return;
        context.report({ node: literal, messageId: 'internal', data: { label, from: here.area, to: there.area, target: there.rest } });
      }),
      'Program:exit': known.reportStale,
    };
  },
};

const coreEntities = {
  meta: {
    type: 'problem',
    docs: { description: 'Core entities are imported only inside the core folder.' },
    schema: [
      {
        type: 'object',
        properties: {
          coreDir: { type: 'string' },
          entityFiles: { type: 'string' },
          baseline: { type: 'object' },
        },
        required: ['coreDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      stale: "'{{entry}}' is listed in scripts/lint/boundary-baseline.json but no longer happens: delete that line.",
      entity: "'{{name}}' is a core entity ({{file}}): outside {{coreDir}} use the services core/index.ts exports instead.",
      needsTypes: 'portal/core-entities needs type information (parserOptions.projectService).',
    },
  },
  create(context) {
    const { coreDir, entityFiles = '\\.entity\\.ts$', baseline } = context.options[0];
    const core = path.resolve(REPO_ROOT, coreDir);
    const entityFile = new RegExp(entityFiles);
    const inCore = (file) => {
      const rel = path.relative(core, file);
      return rel && !rel.startsWith('..') && !path.isAbsolute(rel);
    };
    if (inCore(context.filename) || path.resolve(context.filename) === core) return {};
    const services = context.sourceCode.parserServices;
    if (!services?.program) {
      return {
        Program(node) {
          context.report({ node, messageId: 'needsTypes' });
        },
      };
    }
    const checker = services.program.getTypeChecker();
    const entityDeclaration = (tsNode) => {
      let symbol = checker.getSymbolAtLocation(tsNode);
      if (!symbol) return null;
      if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      for (const d of symbol.declarations ?? []) {
        const file = d.getSourceFile().fileName;
        // Only classes (the entities themselves), not enums or helper types declared beside them.
        if (inCore(file) && entityFile.test(file) && ts.isClassDeclaration(d)) return path.relative(REPO_ROOT, file);
      }
      return null;
    };

    const known = baselineFor(baseline, 'portal/core-entities', context);
    const check = (specifier, localOrImported) => {
      const tsNode = services.esTreeNodeToTSNodeMap.get(localOrImported);
      const file = tsNode && entityDeclaration(tsNode);
      if (file && !known.seen(localOrImported.name))
        context.report({ node: specifier, messageId: 'entity', data: { name: localOrImported.name, file, coreDir } });
    };

    return {
      'Program:exit': known.reportStale,
      ImportDeclaration(node) {
        for (const s of node.specifiers) {
          if (s.type === 'ImportSpecifier' || s.type === 'ImportDefaultSpecifier') check(s, s.local);
        }
      },
      ExportNamedDeclaration(node) {
        if (!node.source) return;
        for (const s of node.specifiers) check(s, s.local);
      },
      // `import('../core').Policy` in a type position.
      TSImportType(node) {
        if (!node.qualifier) return;
        const tsNode = services.esTreeNodeToTSNodeMap.get(node);
        const type = tsNode && checker.getTypeAtLocation(tsNode);
        const d = type?.getSymbol()?.declarations?.[0];
        const file = d?.getSourceFile().fileName;
        if (file && inCore(file) && entityFile.test(file) && ts.isClassDeclaration(d) && !known.seen(d.name?.text ?? '')) {
          context.report({ node, messageId: 'entity', data: { name: d.name?.getText() ?? 'entity', file: path.relative(REPO_ROOT, file), coreDir } });
        }
      },
    };
  },
};

/**
 * Reads scripts/lint/boundary-baseline.json: `{ "<rule>": { "<file>": ["<target>", ...] } }`,
 * a target being the imported file (area-entry) or the entity's name (core-entities). A file
 * named there that no longer exists is an error: its lines are to be deleted.
 */
export function loadBaseline(url) {
  const file = fileURLToPath(url);
  if (!existsSync(file)) return {};
  const baseline = JSON.parse(readFileSync(file, 'utf8'));
  const root = path.dirname(path.dirname(path.dirname(file)));
  const gone = Object.values(baseline)
    .filter((byFile) => typeof byFile === 'object')
    .flatMap((byFile) => Object.keys(byFile))
    .filter((f) => !existsSync(path.join(root, f)));
  if (gone.length) throw new Error(`scripts/lint/boundary-baseline.json names files that no longer exist; delete their entries: ${gone.join(', ')}`);
  return baseline;
}

/** The baseline entries of one rule for the file being linted, with a report of those not met. */
function baselineFor(baseline, rule, context) {
  const file = path.relative(REPO_ROOT, context.filename).split(path.sep).join('/');
  const listed = new Set(baseline?.[rule]?.[file] ?? []);
  const hit = new Set();
  return {
    seen(target) {
      const key = target.split(path.sep).join('/');
      if (!listed.has(key)) return false;
      hit.add(key);
      return true;
    },
    reportStale(node) {
      for (const entry of listed) {
        if (!hit.has(entry)) context.report({ node, loc: { line: 1, column: 0 }, messageId: 'stale', data: { entry: `${file} -> ${entry}` } });
      }
    },
  };
}

export default {
  meta: { name: 'portal' },
  rules: {
    'area-entry': areaEntry,
    'core-entities': coreEntities,
    'no-request-fork': noRequestFork,
    'no-execute-beside-transaction': noExecuteBesideTransaction,
  },
};
