import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Each module under a folder, with the modules of that folder it imports. */
export type ImportGraph = Map<string, string[]>;

const OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
};

const isTypeOnly = (node: ts.ImportDeclaration | ts.ExportDeclaration): boolean =>
  ts.isExportDeclaration(node)
    ? node.isTypeOnly
    : Boolean(
        node.importClause?.isTypeOnly ||
        (node.importClause &&
          !node.importClause.name &&
          node.importClause.namedBindings &&
          ts.isNamedImports(node.importClause.namedBindings) &&
          node.importClause.namedBindings.elements.length > 0 &&
          node.importClause.namedBindings.elements.every((element) => element.isTypeOnly)),
      );

/**
 * What a module imports: static imports and re-exports, and lazy import(); type-only imports
 * too when `types` is set.
 */
function importedSpecifiers(file: string, types: boolean): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      (types || !isTypeOnly(node))
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The import graph of the TypeScript modules under `folders`, by absolute path: what they
 * import at run time, and their type-only imports too with `{ types: true }`.
 */
export function importGraph(
  folders: string | readonly string[],
  { types = false }: { types?: boolean } = {},
): ImportGraph {
  const roots = typeof folders === 'string' ? [folders] : folders;
  const host = ts.createCompilerHost(OPTIONS);
  const files = roots.flatMap((folder) =>
    fs
      .readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
  const inside = (target: string) => roots.some((folder) => target.startsWith(folder + path.sep));
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const targets = importedSpecifiers(file, types)
      .map((specifier) => ts.resolveModuleName(specifier, file, OPTIONS, host).resolvedModule)
      .filter((resolved) => resolved && !resolved.isExternalLibraryImport)
      .map((resolved) => path.resolve(resolved?.resolvedFileName ?? ''))
      .filter(inside);
    graph.set(file, targets);
  }
  return graph;
}

/** The groups of modules that import each other round in a circle (Tarjan's components). */
export function importCycles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (module: string) => {
    index.set(module, counter);
    lowest.set(module, counter);
    counter += 1;
    stack.push(module);
    onStack.add(module);
    const targets = graph.get(module) ?? [];
    for (const target of targets) {
      if (!index.has(target)) {
        visit(target);
        lowest.set(module, Math.min(lowest.get(module) ?? 0, lowest.get(target) ?? 0));
      } else if (onStack.has(target)) {
        lowest.set(module, Math.min(lowest.get(module) ?? 0, index.get(target) ?? 0));
      }
    }
    if (lowest.get(module) !== index.get(module)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    if (group.length > 1 || targets.includes(module)) cycles.push(group.sort());
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return cycles;
}
