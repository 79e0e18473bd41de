import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/*
 * The core records are reached only through the services core/index.ts exports (api/README.md,
 * "Core records"): no area outside core/ runs SQL that names a core table. Lint's
 * portal/core-entities keeps the entities in; this keeps raw SQL in (an import-free way round).
 * The seed and the CLI write and verify the whole book, so they are the only exceptions.
 */
const SRC = join(__dirname, '..');
const CORE = join(SRC, 'core');
const ALLOWED = ['core', 'migrations', 'seed', 'cli'];

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** The core tables: each @Entity class of a core *.entity.ts file, by its tableName or its snake_case name. */
function coreTables(): string[] {
  const tables: string[] = [];
  for (const file of readdirSync(CORE).filter((f) => f.endsWith('.entity.ts'))) {
    const text = readFileSync(join(CORE, file), 'utf8');
    for (const m of text.matchAll(/@Entity\(([^)]*)\)\s*(?:@[\s\S]*?)?export (?:abstract )?class (\w+)/g)) {
      const named = /tableName:\s*'([^']+)'/.exec(m[1]);
      tables.push(named ? named[1] : snake(m[2]));
    }
  }
  return tables;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(path);
    return d.name.endsWith('.ts') && !d.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The text of every string and template literal of a file (a template's spans joined by a space). */
function literals(text: string, fileName: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node)) found.push([node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' '));
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true));
  return found;
}

const SQL = /\b(select|update|insert\s+into|delete\s+from)\b/i;

/** The core tables a literal's SQL names (after from, join, update, into); none when it is not SQL. */
export function coreTablesNamed(literal: string, tables: string[]): string[] {
  if (!SQL.test(literal)) return [];
  const names = tables.join('|');
  const re = new RegExp(`\\b(?:from|join|update|into)\\s+"?(${names})"?(?=[\\s,)]|$)`, 'gi');
  return [...new Set([...literal.matchAll(re)].map((m) => m[1].toLowerCase()))];
}

describe('core tables are reached only through core/ services', () => {
  const tables = coreTables();

  it('reads the core tables from the entities', () => {
    expect(tables).toEqual(expect.arrayContaining(['policy', 'billing_account', 'billing_item', 'policyholder', 'vehicle', 'claim', 'claim_event']));
  });

  it('recognises SQL naming a core table, and not prose that happens to say "from vehicle"', () => {
    expect(coreTablesNamed('update "policy" p set "e_delivery" = t."is_delivery" from "targets" t', tables)).toEqual(['policy']);
    expect(coreTablesNamed('update policy set payment_plan_id = ?, auto_pay = true where id = ?', tables)).toEqual(['policy']);
    expect(coreTablesNamed('select distinct policy_number as n from policy where policy_number = any(?)', tables)).toEqual(['policy']);
    expect(coreTablesNamed('select 1 from user_policy up join billing_item b on b.id = up.id', tables)).toEqual(['billing_item']);
    expect(coreTablesNamed('Remove {name} from vehicle {n}: {vehicle}', tables)).toEqual([]);
    expect(coreTablesNamed('select policy_number from user_policy where user_id = ?', tables)).toEqual([]);
  });

  it('no file outside core/ (the seed and CLI aside) has SQL that names a core table', () => {
    const offences: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const rel = relative(SRC, file);
      if (ALLOWED.includes(rel.split(sep)[0])) continue;
      for (const literal of literals(readFileSync(file, 'utf8'), file)) {
        const named = coreTablesNamed(literal, tables);
        if (named.length) offences.push(`${rel}: ${named.join(', ')} in ${literal.replace(/\s+/g, ' ').slice(0, 80)}`);
      }
    }
    expect(offences).toEqual([]);
  });
});
