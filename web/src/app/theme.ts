// The antd theme: tokens, and how its styles are scoped.

/** The class antd's theme variables hang on (the element of every antd component carries it). */
export const THEME_SCOPE = 'gs-theme';

/**
 * Colours that pass WCAG AA (4.5:1) on white and on the page background: antd's default blue
 * (#1677ff, 4.1:1 with white text), its red (#ff4d4f, 3.3:1) and its 45 % grey for secondary text (~2.8:1) do not.
 * styles.css repeats these as CSS variables for the plain-HTML parts (dashboard, footer).
 */
export const THEME = {
  // Selectors without a per-theme hash class (one antd on the page), and the theme's CSS variables
  // under a fixed class, so markup drawn outside antd's components (Field) can carry them.
  hashed: false,
  cssVar: { key: THEME_SCOPE },
  token: {
    colorPrimary: '#0958d9',
    // Hovered and pressed, a primary button goes darker, not lighter: antd's derived hover (#3c89e8)
    // reads 3.6:1 with white text (axe, serious, on a button still under the pointer after a click).
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    colorLink: '#0958d9',
    colorLinkHover: '#003eb3',
    colorError: '#cf1322',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    borderRadius: 8,
    // A coloured Tag writes in its colour's 7th shade on its 1st: green 3.37:1 and orange 3.34:1
    // (axe: serious; the Activity's "Accepted" and "Open", "Saved to History"). The 8th
    // shades read 5.4:1 and 5.1:1. Each shade has two token names, one CSS variable (--ant-green-7):
    // both are set, or the other one's default wins.
    green7: '#237804',
    'green-7': '#237804',
    orange7: '#ad4e00',
    'orange-7': '#ad4e00',
  },
} as const;
