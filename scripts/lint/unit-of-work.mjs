/**
 * The unit-of-work rule (issue 9, api/README.md "One unit of work"), as a local ESLint rule.
 *
 * `portal/no-request-fork`: request code uses the request-scoped EntityManager Nest injects
 * (MikroORM's RequestContext), never `em.fork()`. A fork has its own identity map and takes its
 * own pooled connection: inside a transaction it waits for a second connection while holding
 * the first (on the embedded PGlite, which runs one transaction at a time, it waits forever),
 * and its writes escape the request's transaction. Jobs, the mailer and the CLI run outside a
 * request and need a context of their own: each such file is listed in the rule's `allowed`
 * option with the reason, and a listed file that no longer forks is reported, so the list
 * cannot outlive its reasons.
 *
 * With type information (typescript-eslint's projectService) only a `fork` called on a value
 * whose type is an EntityManager (`EntityManager`, `SqlEntityManager`, ...) is reported; without
 * it, every `.fork(...)` call is.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ENTITY_MANAGER = /EntityManager$/;

/** Whether a TypeScript type is an EntityManager class instance, or a union or intersection with one (`MikroORM['em']` is `D[typeof EntityManagerType] & EntityManager<D>`). */
function isEntityManagerType(type) {
  if (type.isUnion?.() || type.isIntersection?.()) return type.types.some(isEntityManagerType);
  const symbol = type.getSymbol?.() ?? type.aliasSymbol;
  if (symbol && ENTITY_MANAGER.test(symbol.getName())) return true;
  return (type.getBaseTypes?.() ?? []).some(isEntityManagerType);
}

export const noRequestFork = {
  meta: {
    type: 'problem',
    docs: { description: 'EntityManager.fork() only in jobs, the mailer and the CLI; request code uses the request-scoped EntityManager.' },
    schema: [
      {
        type: 'object',
        properties: {
          allowed: { type: 'object', additionalProperties: { type: 'string', minLength: 10 } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      fork: "'{{code}}' forks the EntityManager in request code: use the injected request-scoped EntityManager (em.transactional(...) for a unit of work, underAdvisoryLocks(em, ...) for locks). fork() is for jobs, the mailer and the CLI: such a file is listed with its reason in the rule's `allowed` option (eslint.config.mjs).",
      unused: "'{{file}}' is allowed to fork ({{reason}}) but no longer does: delete it from the `allowed` option of portal/no-request-fork.",
    },
  },
  create(context) {
    const { allowed = {} } = context.options[0] ?? {};
    const file = path.relative(REPO_ROOT, context.filename).split(path.sep).join('/');
    const reason = Object.hasOwn(allowed, file) ? allowed[file] : undefined;
    const services = context.sourceCode.parserServices;
    const typed = !!(services?.program && services.esTreeNodeToTSNodeMap);
    const checker = typed ? services.program.getTypeChecker() : undefined;
    let forks = 0;

    const forksEntityManager = (member) => {
      if (!typed) return true;
      const tsNode = services.esTreeNodeToTSNodeMap.get(member.object);
      return !!tsNode && isEntityManagerType(checker.getTypeAtLocation(tsNode));
    };

    return {
      CallExpression(node) {
        const callee = node.callee.type === 'ChainExpression' ? node.callee.expression : node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier' || callee.property.name !== 'fork') return;
        if (!forksEntityManager(callee)) return;
        forks++;
        if (reason === undefined) context.report({ node, messageId: 'fork', data: { code: context.sourceCode.getText(callee) } });
      },
      'Program:exit'(program) {
        if (reason !== undefined && forks === 0) context.report({ node: program, loc: { line: 1, column: 0 }, messageId: 'unused', data: { file, reason } });
      },
    };
  },
};

/** The calls whose function argument runs inside a transaction: `em.transactional(fn)`, `underAdvisoryLocks(em, keys, fn)`. */
const TRANSACTION_CALLS = new Set(['transactional', 'underAdvisoryLocks']);

const unwrap = (node) => (node?.type === 'ChainExpression' ? node.expression : node);

/** The name a call is made by: `f(...)` -> f, `a.b.f(...)` -> f. */
function calleeName(callee) {
  const node = unwrap(callee);
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') return node.property.name;
  return undefined;
}

/** Whether a function is the callback of a transaction (an argument of one of TRANSACTION_CALLS). */
function isTransactionCallback(fn) {
  const parent = fn.parent;
  return parent?.type === 'CallExpression' && parent.arguments.includes(fn) && TRANSACTION_CALLS.has(calleeName(parent.callee));
}

/**
 * `portal/no-execute-beside-transaction` (api/README.md "One unit of work"): inside a transaction's
 * callback, `x.getConnection().execute(sql, params)` without the transaction context (execute's
 * fourth argument) runs on another pooled connection, outside the transaction: its writes escape
 * a rollback, it does not see the transaction's own writes, and on the embedded PGlite (one
 * transaction at a time) it waits for the transaction forever. Use `tx.execute(sql, params)`.
 * Syntactic: the connection must be taken in the same expression (`conn = tx.getConnection()`
 * kept in a variable is not followed).
 */
export const noExecuteBesideTransaction = {
  meta: {
    type: 'problem',
    docs: { description: 'Inside a transaction, raw SQL goes through tx.execute(...), not a pooled connection of its own.' },
    schema: [],
    messages: {
      execute:
        "'{{code}}(...)' inside a transaction's callback runs on a pooled connection of its own, outside the transaction (on the embedded PGlite it waits for the transaction forever): use tx.execute(sql, params), or pass the transaction context as execute's fourth argument.",
    },
  },
  create(context) {
    let depth = 0;
    return {
      ':function'(fn) {
        if (isTransactionCallback(fn)) depth++;
      },
      ':function:exit'(fn) {
        if (isTransactionCallback(fn)) depth--;
      },
      CallExpression(node) {
        if (depth === 0 || node.arguments.length >= 4) return;
        const callee = unwrap(node.callee);
        if (callee.type !== 'MemberExpression' || calleeName(callee) !== 'execute') return;
        const connection = unwrap(callee.object);
        if (connection.type !== 'CallExpression' || calleeName(connection.callee) !== 'getConnection') return;
        context.report({ node, messageId: 'execute', data: { code: context.sourceCode.getText(callee) } });
      },
    };
  },
};
