// What the browser bundle gets for `prism-react-renderer`: the classic theme still imports it
// (its client module that registers languages, its CodeBlock), but every code block is
// highlighted at build time, so the browser needs no highlighter. Node (the build's
// highlighter) keeps the real package.
export const Prism = { languages: {} };
export const themes = {};
export function Highlight(): null {
  return null;
}
