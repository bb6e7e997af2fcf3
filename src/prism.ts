import { themes, type PrismTheme } from 'prism-react-renderer';

// prism-react-renderer's GitHub (light) and Dracula (dark) themes with the token colours
// that fall below WCAG AA (4.5:1) on their background, or on a highlighted line, changed to pass.

function withColours(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const colour = entry.style.color;
      return colour && replacements[colour] ? { ...entry, style: { ...entry.style, color: replacements[colour] } } : entry;
    }),
  };
}

export const lightCodeTheme = withColours(themes.github, {
  '#999988': '#5a5a4f', // comments
  '#e3116c': '#b80b56', // strings
  '#36acaa': '#116260', // numbers, booleans, properties, variables
  '#00a4db': '#0b6a8f', // at-rules, attribute names
  '#d73a49': '#b52433', // functions, tags
});

export const darkCodeTheme = withColours(themes.dracula, {
  'rgb(98, 114, 164)': '#9aa5ce', // comments
});
