import fs from 'node:fs';
import path from 'node:path';

/** Top-level folders of the repository: a backticked path starting with one is checked. */
const REPOSITORY_FOLDERS = [
  'bench',
  'contract',
  'docs',
  'messages',
  'public',
  'scripts',
  'server',
  'src',
  'tests',
];
const ROOT_FILES = /^(package\.json|tsconfig\.json|[\w-]+\.config\.(ts|js)|[A-Z]+\.md)$/;
const PATH_LIKE = /^[\w.@-]+(\/[\w.@-]+)*\/?$/;

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function githubSlug(heading: string): string {
  return heading
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The text outside fenced code blocks, line by line (fenced lines become empty). */
function proseLines(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** Every anchor a markdown file's headings give, numbered as GitHub numbers repeats. */
export function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = githubSlug(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const isExternal = (target: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(target);

/**
 * What is wrong with one markdown file of the repository at `root`: relative links to a missing
 * file or heading, and backticked repository paths that do not exist. One line per problem.
 */
export function docProblems(root: string, docPath: string, markdown: string): string[] {
  const problems: string[] = [];
  const folder = path.dirname(path.join(root, docPath));
  const lines = proseLines(markdown);
  lines.forEach((line, index) => {
    const where = `${docPath}:${index + 1}`;
    const prose = line.replace(/`[^`]*`/g, '');
    for (const match of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1];
      if (isExternal(target)) continue;
      const [file, anchor] = target.split('#', 2);
      if (file === '') {
        if (!headingAnchors(markdown).has(anchor))
          problems.push(`${where}: link to a missing heading ${target}`);
        continue;
      }
      const linked = path.resolve(folder, file);
      if (!fs.existsSync(linked)) {
        problems.push(`${where}: link to a missing file ${target}`);
        continue;
      }
      if (anchor !== undefined && linked.endsWith('.md')) {
        const anchors = headingAnchors(fs.readFileSync(linked, 'utf8'));
        if (!anchors.has(anchor)) problems.push(`${where}: link to a missing heading ${target}`);
      }
    }
    for (const match of line.matchAll(/`([^`\n]+)`/g)) {
      const span = match[1];
      if (!PATH_LIKE.test(span)) continue;
      const first = span.split('/')[0];
      const isRepositoryPath =
        (span.includes('/') && REPOSITORY_FOLDERS.includes(first)) || ROOT_FILES.test(span);
      if (isRepositoryPath && !fs.existsSync(path.join(root, span))) {
        problems.push(`${where}: names a path that does not exist: ${span}`);
      }
    }
  });
  return problems;
}

/** The repository's documentation: README.md, every docs/*.md and any top-level *.md. */
export function documentationFiles(root: string): string[] {
  const topLevel = fs.readdirSync(root).filter((name) => name.endsWith('.md'));
  const docs = fs
    .readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return [...topLevel, ...docs].sort();
}
