// Theme components that one plugin provides (getThemePath) and another plugin's components use.
declare module '@theme/ApiReference/StaticHtml' {
  export { default } from '@site/plugins/api-reference/theme/ApiReference/StaticHtml';
}
