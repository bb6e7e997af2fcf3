/**
 * Rule `sandbox-section-events`: the sandbox guide promises that each section after its table
 * says which events every outcome sends, so each `## ` section between "At a glance" and "What the
 * sandbox cannot produce" names an event type in backticks or says that an outcome sends none.
 */
const PROMISE = 'Each section below says which events every outcome sends.';
const NAMES_NONE = /\bsends? no (?:new )?(?:event|one)\b|\bno event\b/;

export function sandboxSectionEventProblems(file: string, guide: string, types: ReadonlySet<string>): string[] {
  if (!guide.includes(PROMISE)) return [];
  const lines = guide.split('\n');
  const problems: string[] = [];
  let section: { title: string; line: number; text: string } | undefined;
  const close = () => {
    if (!section || /\{#(?:at-a-glance|not-simulated)\}/.test(section.title) || /^## Next steps/.test(section.title)) return;
    const named = [...section.text.matchAll(/`([a-z][a-z_]*\.[a-z_]+)`/g)].some((match) => types.has(match[1]));
    if (named || NAMES_NONE.test(section.text.replace(/\s+/g, ' '))) return;
    problems.push(`${file}:${section.line}: the section "${section.title.slice(3)}" names no event and does not say its outcomes send none, though the guide says each section names the events every outcome sends (rule: sandbox-section-events)`);
  };
  lines.forEach((line, index) => {
    if (/^## /.test(line)) {
      close();
      section = { title: line, line: index + 1, text: '' };
    } else if (section) section.text += `${line}\n`;
  });
  close();
  return problems;
}
