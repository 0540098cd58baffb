import { THEME_COLORS, type ColorScheme } from '@/lib/color-scheme/color-scheme'

const schemes: ColorScheme[] = ['light', 'dark']

/**
 * The browser toolbar's colour for each system scheme. Rendered here rather than in the route
 * head, which keeps one meta tag per name; `useColorScheme` aligns both with a chosen scheme.
 */
export function ThemeColorMeta() {
  return schemes.map((scheme) => (
    <meta
      key={scheme}
      name="theme-color"
      content={THEME_COLORS[scheme]}
      media={`(prefers-color-scheme: ${scheme})`}
    />
  ))
}
