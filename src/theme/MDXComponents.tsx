import MDXComponents from '@theme-original/MDXComponents';
import StaticHtml from '@theme/ApiReference/StaticHtml';

/** The theme's MDX components, and the static code block the site's rehype plugin emits for every fenced block. */
export default {
  ...MDXComponents,
  StaticCodeBlock: StaticHtml,
};
