import { defineSlotRecipe } from '@pandacss/dev'
import { focusRing } from './focus-ring'

/** Tabs wrap onto more rows rather than scroll: chips on a phone, underlined from tablet width. */
export const tabs = defineSlotRecipe({
  className: 'tabs',
  description: 'A tab list and its panels (Ark UI tabs)',
  slots: ['root', 'list', 'trigger', 'content'],
  base: {
    list: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: { base: '2', md: '1' },
      borderBottomWidth: { md: '1px' },
      borderColor: 'border.default',
    },
    trigger: {
      minH: '11',
      px: { base: '3', md: '4' },
      fontWeight: '600',
      color: 'fg.muted',
      borderWidth: { base: '1px', md: '0' },
      borderBottomWidth: { md: '3px' },
      borderColor: { base: 'border.default', md: 'transparent' },
      borderRadius: { base: 'md', md: 'none' },
      cursor: 'pointer',
      _hover: { color: 'fg.default' },
      _selected: {
        color: 'fg.accent',
        borderColor: 'accent.solid',
        bg: { base: 'bg.accentSubtle', md: 'transparent' },
      },
      _focusVisible: focusRing('-3px'),
    },
    content: { pt: '6', _focusVisible: { outline: '3px solid', outlineColor: 'border.focus' } },
  },
})
