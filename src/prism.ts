import { themes, type PrismTheme } from 'prism-react-renderer';

// prism-react-renderer's GitHub theme with the token colours that fall below WCAG AA
// (4.5:1) on its #f6f8fa background, or on a highlighted line, darkened to pass.
const AA_COLOURS: Record<string, string> = {
  '#999988': '#5a5a4f', // comments
  '#e3116c': '#b80b56', // strings
  '#36acaa': '#116260', // numbers, booleans, properties, variables
  '#00a4db': '#0b6a8f', // at-rules, attribute names
  '#d73a49': '#b52433', // functions, tags
};

export const lightCodeTheme: PrismTheme = {
  ...themes.github,
  styles: themes.github.styles.map((entry) => {
    const colour = entry.style.color;
    return colour && AA_COLOURS[colour] ? { ...entry, style: { ...entry.style, color: AA_COLOURS[colour] } } : entry;
  }),
};
