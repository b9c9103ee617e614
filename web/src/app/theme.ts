import {
  createTheme,
  DEFAULT_THEME,
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';

/**
 * Mantine's palette with shades 8 and 9 darkened where WCAG AA (4.5:1 for text) failed: filled
 * badges and buttons use shade 8 under white text, light badges and alerts write shade 9 on shade 0–1,
 * and `c="orange.8"` is text on white. Mantine's own green 8 under white is 3.5:1, orange 8 on white
 * 3.6:1, teal 9 and yellow 9 on their light backgrounds 4.3:1 and 2.6:1; these are 4.9:1 or more.
 */
const darkened = (name: 'green' | 'orange' | 'teal' | 'yellow', shade8: string, shade9: string): MantineColorsTuple =>
  [...DEFAULT_THEME.colors[name].slice(0, 8), shade8, shade9] as unknown as MantineColorsTuple;

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 6 under white text (or as text on white) is 3.6:1, below WCAG AA's 4.5:1; shade 8 is 4.9:1.
  primaryShade: 8,
  colors: {
    green: darkened('green', '#267a37', '#237032'),
    orange: darkened('orange', '#bf400d', '#a63a0f'),
    teal: darkened('teal', '#08735a', '#066650'),
    yellow: darkened('yellow', '#9a6700', '#805500'),
  },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Sinhala", "Noto Sans Tamil", sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // A placeholder or value wider than its field (Sinhala and Tamil ones on phones) ends in '…'
    // rather than mid-word. Every Mantine input (TextInput, Select, …) takes the Input's styles.
    Input: { styles: { input: { textOverflow: 'ellipsis' } } },
    // Spec §9: a tooltip waits 700 ms (the sidebar's own pass 0). Plain objects, not Tooltip.extend():
    // importing Tooltip here would put Floating UI (~20 kB gzip) back in every page, LazyTooltip's point.
    Tooltip: { defaultProps: { openDelay: 700 } },
    // Tooltips side by side (a card's icons): once one has shown, the next opens at once. Mantine's
    // group has no skip window of its own, so the one left stays 300 ms: a neighbour reached in that
    // time opens at once (spec §9's skip delay); after that the next waits 700 ms again.
    TooltipGroup: { defaultProps: { openDelay: 700, closeDelay: 300 } },
  },
});

/**
 * The theme in the reader's language: Mantine's close buttons (every dialog's and toast's ×) carry
 * no name of their own, so a screen reader announced only "button".
 */
export function localizedTheme(closeLabel: string): MantineThemeOverride {
  const close = { closeButtonProps: { 'aria-label': closeLabel } };
  return mergeThemeOverrides(theme, { components: { Modal: { defaultProps: close }, Notification: { defaultProps: close } } });
}

/**
 * Mantine's dimmed text (gray 6, #868e96) is 3.3:1 on white; this grey keeps the quiet look at 5.2:1
 * on white and 4.9:1 on the dashboards' grey background (gray 0), where #6c757d was 4.4:1 (WCAG AA: 4.5).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#666e75' },
  dark: {},
});
