import {
  type AlertProps,
  type AnchorProps,
  type CSSVariablesResolver,
  type DrawerProps,
  type MantineColorsTuple,
  type ModalProps,
  createTheme,
} from '@mantine/core';

/**
 * Harbor Mutual's palette: a deep harbor blue for trust, a sea-glass teal accent, warm sand
 * neutrals instead of cold greys, and an amber for warnings. Shades used for text on white
 * (blue 7, teal 7, sand 6, amber 9, red 9) all reach WCAG AA (4.5:1) or better.
 */
const harbor: MantineColorsTuple = ['#eef4fa', '#dbe6f2', '#b4cbe4', '#8aaed5', '#6794c8', '#4f83c0', '#3f6fa8', '#2f5a8c', '#234770', '#173352'];

const tide: MantineColorsTuple = ['#e6f6f5', '#c8ebe8', '#9dd9d4', '#6fc5be', '#48b3ab', '#2e9f97', '#1f8a83', '#17736d', '#115c57', '#0b4541'];

/** Warm neutrals; also used as Mantine's `gray`, so borders and dimmed text are warm too. */
const sand: MantineColorsTuple = ['#faf8f5', '#f3efe9', '#e7e0d6', '#d6ccbe', '#bfb2a1', '#776a5c', '#6e6357', '#574d43', '#3f3831', '#2a2520'];

const amber: MantineColorsTuple = ['#fff8e6', '#fdedc4', '#fadc8e', '#f6c757', '#f0b232', '#e09b17', '#bf7f0d', '#97620a', '#714909', '#4d3207'];

/** Deep ink used for body text. */
const ink = '#1c2733';

export const theme = createTheme({
  colors: { harbor, tide, sand, amber, gray: sand },
  primaryColor: 'harbor',
  primaryShade: 7,
  black: ink,
  white: '#ffffff',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif',
    fontWeight: '650',
  },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  // Default props as plain objects, not `Modal.extend(...)`: extend() would import each
  // component into the entry chunk, and pages without a dialog would download Modal and Drawer.
  components: {
    // WCAG 1.4.1: a link inside text is told apart by more than its colour.
    Anchor: { defaultProps: { underline: 'always' } satisfies Partial<AnchorProps> },
    // WCAG 4.1.2: the × that closes a dialog, the phone menu or an alert has a name.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } satisfies Partial<ModalProps> },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } satisfies Partial<DrawerProps> },
    Alert: { defaultProps: { closeButtonLabel: 'Dismiss' } satisfies Partial<AlertProps> },
  },
});

/**
 * Badge colours for policy and claim states, filled with white text at 4.5:1 or better
 * (Mantine's yellow and red at shade 7 give 2.13:1 and 3.84:1): amber 7 is 5.2:1, red 9 5.5:1.
 */
export const STATE_COLORS = { pastDue: 'red.9', soonDue: 'amber', pending: 'amber', danger: 'red.9' } as const;

/** Colour roles Mantine takes from its own defaults, moved onto shades that meet AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-body': sand[0],
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-success': 'var(--mantine-color-tide-8)',
    '--mantine-color-dimmed': 'var(--mantine-color-sand-6)',
    '--mantine-color-placeholder': 'var(--mantine-color-sand-5)',
    '--mantine-color-anchor': 'var(--mantine-color-harbor-7)',
  },
  dark: {},
});

/** Colour of the browser chrome and the installed app's splash screen (manifest, index.html). */
export const BRAND_THEME_COLOR = harbor[9];

/**
 * Whether the page arrived with Mantine's CSS variables already in its head: the prerendered
 * pages (login.html, index.html; web/scripts/prerender-*.mjs) carry the `<style>` the theme
 * above renders, as the build rendered it. The app's MantineProvider then does not render them
 * again (`withCssVariables`): computing them (merging the theme's variables with Mantine's
 * defaults) is a 60 ms step of the first render on a slowed phone, for the same text.
 */
export function mantineVariablesInPage(doc: Pick<Document, 'head'> = document): boolean {
  return doc.head.querySelector('style[data-mantine-styles="true"]') !== null;
}
