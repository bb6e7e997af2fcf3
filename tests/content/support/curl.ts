/** One curl command found in a shell code block. `lineOffset` is its 0-based line inside the block. */
export interface CurlCommand {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
  formFields: string[];
  /** Each `-F name=value` field's value as written (`@file;type=…` for a file). */
  formValues: Record<string, string>;
  lineOffset: number;
}

interface Token {
  value: string;
  line: number;
}

/**
 * Splits shell text into commands of words, honouring single and double quotes and
 * backslash-newline continuations. Enough shell for documentation examples, not a shell.
 */
function tokenize(script: string): Token[][] {
  const commands: Token[][] = [];
  let words: Token[] = [];
  let word = '';
  let inWord = false;
  let wordLine = 0;
  let line = 0;
  const endWord = () => {
    if (inWord) words.push({ value: word, line: wordLine });
    word = '';
    inWord = false;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push(words);
    words = [];
  };
  const startWord = () => {
    if (!inWord) {
      inWord = true;
      wordLine = line;
    }
  };

  for (let i = 0; i < script.length; i++) {
    const char = script[i];
    if (char === '\\' && script[i + 1] === '\n') {
      i++;
      line++;
      endWord();
    } else if (char === '\n') {
      line++;
      endCommand();
    } else if (char === ';' || char === '|' || char === '&') {
      endCommand();
    } else if (char === ' ' || char === '\t') {
      endWord();
    } else if (char === '#' && !inWord) {
      while (i + 1 < script.length && script[i + 1] !== '\n') i++;
    } else if (char === "'") {
      startWord();
      const end = script.indexOf("'", i + 1);
      const quoted = end === -1 ? script.slice(i + 1) : script.slice(i + 1, end);
      line += quoted.split('\n').length - 1;
      word += quoted;
      i = end === -1 ? script.length : end;
    } else if (char === '"') {
      startWord();
      let j = i + 1;
      for (; j < script.length && script[j] !== '"'; j++) {
        if (script[j] === '\\' && j + 1 < script.length) j++;
        word += script[j];
        if (script[j] === '\n') line++;
      }
      i = j;
    } else {
      startWord();
      word += char;
    }
  }
  endCommand();
  return commands;
}

const takesValue = new Set([
  '-X', '--request', '-H', '--header', '-d', '--data', '--data-raw', '--data-binary', '--json',
  '-F', '--form', '-u', '--user', '-o', '--output', '-w', '--write-out', '--url',
]);

export function findCurlCommands(script: string): CurlCommand[] {
  const found: CurlCommand[] = [];
  for (const words of tokenize(script)) {
    const start = words.findIndex((w) => w.value === 'curl');
    if (start === -1) continue;
    let method: string | null = null;
    let url = '';
    let body: string | null = null;
    const headers: Record<string, string> = {};
    const formFields: string[] = [];
    const formValues: Record<string, string> = {};
    for (let i = start + 1; i < words.length; i++) {
      const flag = words[i].value;
      const value = takesValue.has(flag) ? words[++i]?.value ?? '' : null;
      if (flag === '-X' || flag === '--request') method = (value ?? '').toUpperCase();
      else if (flag === '-H' || flag === '--header') {
        const colon = (value ?? '').indexOf(':');
        if (colon > 0) headers[value!.slice(0, colon).trim().toLowerCase()] = value!.slice(colon + 1).trim();
      } else if (['-d', '--data', '--data-raw', '--data-binary', '--json'].includes(flag)) body = value;
      else if (flag === '-F' || flag === '--form') {
        const [name, ...rest] = (value ?? '').split('=');
        formFields.push(name);
        formValues[name] = rest.join('=');
      }
      else if (flag === '--url') url = value ?? '';
      else if (value === null && /^https?:\/\//.test(flag)) url = flag;
    }
    found.push({
      method: method ?? (body !== null || formFields.length > 0 ? 'POST' : 'GET'),
      url,
      headers,
      body,
      formFields,
      formValues,
      lineOffset: words[start].line,
    });
  }
  return found;
}
