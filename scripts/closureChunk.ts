import path from 'node:path';
import type { Rolldown } from 'vite';

/** Library indexes re-export dozens of modules; a component's own index re-exports two or three. */
const INDEX_MIN_IMPORTS = 9;
const REEXPORT_ONLY =
  /^\s*(export\s*(\*|\{[^}]*\})[^'"]*from\s*['"][^'"]+['"]|import\s[^;]*|['"]use client['"])?\s*$/;

/**
 * A module made only of re-exports of many others is a library's index (react-admin's,
 * ra-core's, MUI's): a closure that went through it would take the whole library instead
 * of what the screens use.
 */
function isLibraryIndex(info: Rolldown.ModuleInfo): boolean {
  if (info.importedIds.length < INDEX_MIN_IMPORTS) return false;
  const code = (info.code ?? '').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  return code.split(';').every((statement) => REEXPORT_ONLY.test(statement));
}

/**
 * A code-splitting group name: `name` for every module that `roots` import statically,
 * directly or not (library indexes aside), so what a screen needs before it can render
 * comes as one file instead of one per shared piece. The set is computed once, from the
 * bundler's module graph, at the first question; groups of higher priority (the entry's)
 * keep their modules.
 */
export function closureChunk(name: string, roots: string[]): Rolldown.CodeSplittingGroup['name'] {
  let members: Set<string> | undefined;
  return (id, context) => {
    if (!members) {
      members = new Set();
      const pending = roots.map((root) => path.resolve(root));
      for (let next = pending.pop(); next; next = pending.pop()) {
        const info = members.has(next) ? null : context.getModuleInfo(next);
        if (!info) continue;
        members.add(next);
        if (!isLibraryIndex(info)) pending.push(...info.importedIds);
      }
    }
    return members.has(id) ? name : null;
  };
}
