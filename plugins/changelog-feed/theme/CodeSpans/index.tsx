/** Text with its `code` spans as inline code: the rule table's, the policy differences' and the notice lead's words. */
export default function CodeSpans({ text }: { text: string }) {
  return <>{text.split(/(`[^`]+`)/).map((part, index) => (part.startsWith('`') && part.endsWith('`') ? <code key={index}>{part.slice(1, -1)}</code> : part))}</>;
}
