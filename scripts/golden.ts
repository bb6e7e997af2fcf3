// Usage: tsx scripts/golden.ts <out-dir> [build-dir]
// Copies what the build generates from the spec into <out-dir>, normalised so that two builds
// of the same content compare equal with `diff -r`: the article of every page (CSS-module
// hashes removed), every `.md` twin, llms.txt, llms-full.txt and the downloads. Run it before
// and after a refactor of the generators; the diff lists every change the refactor made.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [outDir, buildDir = 'build'] = process.argv.slice(2);
if (!outDir) {
  console.error('usage: tsx scripts/golden.ts <out-dir> [build-dir]');
  process.exit(2);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** The page's article, one element per line, without the bundler's class-name hashes. */
function articleOf(html: string): string {
  const start = html.indexOf('<article');
  const end = html.indexOf('</article>');
  if (start === -1 || end === -1) return '';
  return html
    .slice(start, end + '</article>'.length)
    .replace(/(\b[A-Za-z][\w-]*)_[A-Za-z0-9_-]{4}\b/g, '$1')
    .replace(/></g, '>\n<');
}

let written = 0;
const write = (relative: string, text: string) => {
  const file = path.join(outDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  written += 1;
};

for (const file of filesUnder(buildDir)) {
  const relative = path.relative(buildDir, file);
  if (relative.startsWith('assets')) continue;
  if (relative.endsWith('.html')) {
    const article = articleOf(readFileSync(file, 'utf8'));
    if (article) write(`${relative}.article`, `${article}\n`);
  } else if (/\.(md|txt|json|yaml)$/.test(relative) && !relative.startsWith('pagefind')) {
    write(relative, readFileSync(file, 'utf8'));
  }
}
console.log(`golden: ${written} files from ${buildDir} in ${outDir}`);
