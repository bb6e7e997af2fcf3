/**
 * Rule `status-transitions`: a status enum that gives any of its values the states it can become
 * ("Can become ...") gives them for every value, or calls the value terminal, so each lifecycle
 * is complete where it is described.
 */
const RULE = 'status-transitions';
const SCHEMA = /^(\w+Status):\s*$/;
const VALUE = /^\s+- `([a-z_]+)`:/;
const SAYS_TRANSITIONS = /Can become|terminal/i;

type Entry = { value: string; line: number; text: string };

/** The bullets of each top-level `*Status` schema's description in a spec file. */
function statusEntries(source: string): Map<string, Entry[]> {
  const schemas = new Map<string, Entry[]>();
  let current: Entry[] | undefined;
  source.split('\n').forEach((text, index) => {
    const schema = SCHEMA.exec(text);
    if (schema) {
      current = [];
      schemas.set(schema[1], current);
      return;
    }
    // The description ends at the schema's next key (`type:`) or at the next top-level key.
    if (/^\S/.test(text) || /^ {2}(?!description:)\S/.test(text)) current = undefined;
    if (!current) return;
    const value = VALUE.exec(text);
    if (value) current.push({ value: value[1], line: index + 1, text });
    else if (current.length > 0) current[current.length - 1].text += ` ${text.trim()}`;
  });
  return schemas;
}

export function statusTransitionProblems(file: string, source: string): string[] {
  return [...statusEntries(source)].flatMap(([schema, entries]) => {
    if (!entries.some((entry) => SAYS_TRANSITIONS.test(entry.text))) return [];
    return entries
      .filter((entry) => !SAYS_TRANSITIONS.test(entry.text))
      .map((entry) => `${file}:${entry.line}: \`${schema}\` value \`${entry.value}\` does not say which statuses it can become (or that it is terminal), as the enum's other values do (rule: ${RULE})`);
  });
}
