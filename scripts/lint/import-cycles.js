// Two import-cycle rules that eslint-plugin-import-x's `no-cycle` cannot give (issue 25 item 2), on one graph of the
// repository's own imports (`import type`, re-exports and `import()` included):
// - `cycles/no-type-cycle`: a cycle that needs an `import type` (import-x skips type-only imports); cycles of value
//   imports alone are left to `import-x/no-cycle`, so nothing is reported twice;
// - `cycles/no-module-cycle`: two folders of a layer (API modules, web features) that import each other, directly or
//   round a ring of them, whatever files the imports start from.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;
/** How long the files on disk are trusted before they are looked at again (an editor's lint server lives long). */
const RESCAN_MS = 2000;

/** One file's imports: `value` false for `import type` / `export type`. */
function importsOf(file, text) {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = ts.isImportDeclaration(node) ? node.importClause : node;
      const named = clause && ts.isImportDeclaration(node) ? clause.namedBindings : undefined;
      const allTypes = named && ts.isNamedImports(named) && named.elements.length > 0 && !clause.name && named.elements.every((e) => e.isTypeOnly);
      found.push({ spec: node.moduleSpecifier.text, value: !(clause?.isTypeOnly || allTypes) });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg)) found.push({ spec: arg.text, value: true });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ spec: node.argument.literal.text, value: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Strongly connected components (Tarjan): node → component id. */
function components(nodes, next) {
  const index = new Map();
  const low = new Map();
  const comp = new Map();
  const stack = [];
  let counter = 0;
  const connect = (v) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    for (const w of next(v)) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (!comp.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      let w;
      do comp.set((w = stack.pop()), v);
      while (w !== v);
    }
  };
  for (const v of nodes) if (!index.has(v)) connect(v);
  return comp;
}

/** The shortest chain of nodes from `from` to `to`, or null. */
function chain(from, to, next) {
  const back = new Map([[from, null]]);
  for (const queue = [from]; queue.length;) {
    const v = queue.shift();
    if (v === to) break;
    for (const w of next(v)) {
      if (back.has(w)) continue;
      back.set(w, v);
      queue.push(w);
    }
  }
  if (!back.has(to)) return null;
  const out = [];
  for (let v = to; v !== null; v = back.get(v)) out.unshift(v);
  return out;
}

class ImportGraph {
  constructor(cwd, roots, units) {
    this.cwd = cwd;
    this.roots = roots.map((r) => path.resolve(cwd, r));
    this.units = units.map((u) => path.resolve(cwd, u.replace(/\/\*$/, '')) + path.sep);
    this.files = new Map(); // file → { mtime, edges: [{ to, value }] }
    this.packages = new Map();
    this.scannedAt = 0;
    this.derived = null;
  }

  resolve(from, spec) {
    if (spec.startsWith('.')) {
      const base = path.resolve(path.dirname(from), spec);
      const stem = base.replace(/\.js$/, '');
      return [base, `${stem}.ts`, `${stem}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) => SOURCE.test(f) && this.files.has(f));
    }
    const pkg = /^(@clubspace\/[^/]+)$/.exec(spec)?.[1];
    if (!pkg) return undefined;
    if (!this.packages.has(pkg)) {
      const dir = path.join(this.cwd, 'node_modules', pkg);
      try {
        const entry = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).exports?.['.'];
        this.packages.set(pkg, typeof entry === 'string' ? fs.realpathSync(path.join(dir, entry)) : undefined);
      } catch {
        this.packages.set(pkg, undefined);
      }
    }
    return this.packages.get(pkg);
  }

  scan(now) {
    if (now - this.scannedAt < RESCAN_MS) return;
    this.scannedAt = now;
    const seen = new Set();
    const changed = [];
    const walk = (dir) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (SOURCE.test(e.name) && !e.name.endsWith('.d.ts')) {
          seen.add(p);
          const mtime = fs.statSync(p).mtimeMs;
          if (this.files.get(p)?.mtime !== mtime) changed.push([p, mtime]);
        }
      }
    };
    this.roots.forEach(walk);
    for (const f of this.files.keys()) if (!seen.has(f)) this.files.delete(f);
    for (const [p, mtime] of changed) this.files.set(p, { mtime, raw: importsOf(p, fs.readFileSync(p, 'utf8')), edges: null });
    if (changed.length || seen.size !== this.files.size) this.derived = null;
  }

  /** The linted text, which may be newer than the file on disk. */
  update(file, text) {
    const node = this.files.get(file);
    if (!node) return;
    const raw = importsOf(file, text);
    if (JSON.stringify(raw) !== JSON.stringify(node.raw)) [node.raw, node.edges, this.derived] = [raw, null, null];
  }

  edges(file) {
    const node = this.files.get(file);
    if (!node) return [];
    node.edges ??= node.raw.flatMap(({ spec, value }) => {
      const to = this.resolve(file, spec);
      return to && to !== file && this.files.has(to) ? [{ to, value }] : [];
    });
    return node.edges;
  }

  /** The folder of a layer a file is in (modules/bookings), or null (a file outside, or beside the folders). */
  unitOf(file) {
    const root = this.units.find((u) => file.startsWith(u));
    const [folder, ...rest] = root ? file.slice(root.length).split(path.sep) : [];
    return rest.length ? root + folder : null;
  }

  get views() {
    if (this.derived) return this.derived;
    const files = [...this.files.keys()];
    const all = (f) => this.edges(f).map((e) => e.to);
    const values = (f) =>
      this.edges(f)
        .filter((e) => e.value)
        .map((e) => e.to);
    const unitEdges = new Map();
    for (const f of files) {
      const a = this.unitOf(f);
      if (!a) continue;
      for (const { to } of this.edges(f)) {
        const b = this.unitOf(to);
        if (b && b !== a) unitEdges.set(a, new Set([...(unitEdges.get(a) ?? []), b]));
      }
    }
    const units = (u) => [...(unitEdges.get(u) ?? [])];
    const unitComp = components([...unitEdges.keys()], units);
    this.derived = { all, units, allComp: components(files, all), valueComp: components(files, values), unitComp };
    return this.derived;
  }
}

const graphs = new Map();
function graphFor(context) {
  const { roots = [], units = [] } = context.options[0] ?? {};
  const key = `${context.cwd}|${roots}|${units}`;
  if (!graphs.has(key)) graphs.set(key, new ImportGraph(context.cwd, roots, units));
  const graph = graphs.get(key);
  graph.scan(Date.now());
  graph.update(context.physicalFilename, context.sourceCode.text);
  return graph;
}

const schema = [
  {
    type: 'object',
    properties: { roots: { type: 'array', items: { type: 'string' } }, units: { type: 'array', items: { type: 'string' } } },
    additionalProperties: false,
  },
];

/** Calls `check(node, target, value)` for each import of the linted file that resolves into the graph. */
function eachImport(context, graph, check) {
  const file = context.physicalFilename;
  const visit = (node, value) => {
    const spec = node.source?.type === 'Literal' && typeof node.source.value === 'string' ? node.source.value : null;
    const target = spec && graph.resolve(file, spec);
    if (target && target !== file && graph.files.has(target)) check(node, target, value);
  };
  const typeOnly = (n) => n.importKind === 'type' || (n.specifiers.length > 0 && n.specifiers.every((s) => s.importKind === 'type'));
  return {
    ImportDeclaration: (n) => visit(n, !typeOnly(n)),
    ExportNamedDeclaration: (n) => n.source && visit(n, n.exportKind !== 'type'),
    ExportAllDeclaration: (n) => visit(n, n.exportKind !== 'type'),
    ImportExpression: (n) => visit(n, true),
  };
}

const rel = (cwd, f) => path.relative(cwd, f);

const noTypeCycle = {
  meta: { type: 'problem', docs: { description: 'Forbid import cycles that run through an `import type`' }, schema },
  create(context) {
    const graph = graphFor(context);
    const file = context.physicalFilename;
    if (!graph.files.has(file)) return {};
    const { all, allComp, valueComp } = graph.views;
    return eachImport(context, graph, (node, target, value) => {
      if (allComp.get(target) !== allComp.get(file)) return;
      if (value && valueComp.get(target) === valueComp.get(file)) return; // import-x/no-cycle reports it
      const back = chain(target, file, all) ?? [target, file];
      context.report({ node, message: `Import cycle (through a type import): ${[file, ...back].map((f) => rel(context.cwd, f)).join(' → ')}` });
    });
  },
};

const noModuleCycle = {
  meta: { type: 'problem', docs: { description: 'Forbid two modules (folders of a layer) that import each other' }, schema },
  create(context) {
    const graph = graphFor(context);
    const file = context.physicalFilename;
    const from = graph.unitOf(file);
    if (!from) return {};
    const { units, unitComp } = graph.views;
    return eachImport(context, graph, (node, target) => {
      const to = graph.unitOf(target);
      if (!to || to === from || unitComp.get(to) !== unitComp.get(from)) return;
      const ring = (chain(to, from, units) ?? [to, from]).map((u) => rel(context.cwd, u));
      const message = `Module cycle: ${rel(context.cwd, from)} → ${ring.join(' → ')} (move the shared piece into the lower module)`;
      context.report({ node, message });
    });
  },
};

export default { meta: { name: 'clubspace-cycles' }, rules: { 'no-type-cycle': noTypeCycle, 'no-module-cycle': noModuleCycle } };
