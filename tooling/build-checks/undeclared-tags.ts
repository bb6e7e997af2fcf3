// Docusaurus throws on undeclared tags (onInlineTags: 'throw') but names neither the
// line nor a relative path; the build script adds both to its failure message.

export interface UndeclaredTags {
  /** Absolute path of the doc, as Docusaurus reports it. */
  file: string;
  tags: string[];
  tagsFile: string;
}

const DOC_PATH = /doc at path path=(\S+)/;
const TAGS_ERROR = /Tags \[([^\]]*)\] used in \S+ are not defined in (\S+)/;

export function findUndeclaredTags(buildOutput: string): UndeclaredTags | undefined {
  const file = DOC_PATH.exec(buildOutput)?.[1];
  const error = TAGS_ERROR.exec(buildOutput);
  if (!file || !error) return undefined;
  const tags = error[1].split(',').map((tag) => tag.trim()).filter(Boolean);
  return { file, tags, tagsFile: error[2] };
}

/** 1-based line of the tag in the front matter, if it is written there. */
export function tagLine(source: string, tag: string): number | undefined {
  const lines = source.split('\n');
  if (lines[0]?.trim() !== '---') return undefined;
  const escaped = tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const mention = new RegExp(`(^|[\\s\\[,'"-])${escaped}($|[\\s\\],'"])`);
  for (let index = 1; index < lines.length && lines[index].trim() !== '---'; index += 1) {
    if (mention.test(lines[index])) return index + 1;
  }
  return undefined;
}

export function undeclaredTagsFailure(found: UndeclaredTags, relativeFile: string, source: string): string {
  return found.tags
    .map((tag) => {
      const line = tagLine(source, tag);
      return `${relativeFile}${line ? `:${line}` : ''}: tag "${tag}" is not declared in ${found.tagsFile}; declare it there or use a declared tag`;
    })
    .join('\n');
}
