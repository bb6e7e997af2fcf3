import fs from 'node:fs';
import path from 'node:path';
import { handWrittenDocFiles } from '../api-reference/view/docs';

/** A `<ResourceSchema name="…" />` of a page, with the JSON example shown above it. */
export interface OverviewExample {
  /** The page, relative to the site (`docs/api/cards.mdx`). */
  file: string;
  /** The line of the `<ResourceSchema>` tag. */
  line: number;
  name: string;
  example: unknown;
}

/**
 * Each object table of the docs (`<ResourceSchema name="Card" />`) with the last ```json block
 * above it, the object's example the page shows: the table shows that example's values, so a
 * field's row and the JSON beside it tell of one card.
 */
export function overviewExamples(docsDir: string): OverviewExample[] {
  return handWrittenDocFiles(docsDir).flatMap((file) => {
    const text = fs.readFileSync(path.join(docsDir, file), 'utf8');
    const relative = path.posix.join(path.basename(docsDir), file);
    const found: OverviewExample[] = [];
    for (const tag of text.matchAll(/<ResourceSchema\s+name="([^"]+)"/g)) {
      const before = text.slice(0, tag.index);
      const blocks = [...before.matchAll(/^```json[^\n]*\n([\s\S]*?)^```/gm)];
      const last = blocks.at(-1);
      if (!last) continue;
      let example: unknown;
      try {
        example = JSON.parse(last[1]!);
      } catch {
        continue;
      }
      found.push({ file: relative, line: before.split('\n').length, name: tag[1]!, example });
    }
    return found;
  });
}
