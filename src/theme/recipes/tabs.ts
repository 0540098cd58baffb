import { defineSlotRecipe } from '@pandacss/dev'
import { focusRing } from './focus-ring'

/** Tabs wrap onto more rows rather than scroll: chips on a phone, underlined from tablet width. */
export const tabs = defineSlotRecipe({
  className: 'tabs',
  description: 'A tab list and its panels (the WAI-ARIA tabs pattern)',
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
      // Forced colours paint every border alike: only chips keep theirs, and the selected tab
      // is filled with the system's highlight and underlined, a cue that is not colour alone.
      _highContrast: {
        borderColor: { base: 'ButtonText', md: 'Canvas' },
        _selected: {
          // Else the system paints a Canvas backplate behind the text, hiding HighlightText.
          forcedColorAdjust: 'none',
          bg: 'Highlight',
          color: 'HighlightText',
          borderColor: 'CanvasText',
          textDecorationLine: 'underline',
          textDecorationThickness: '2px',
          textUnderlineOffset: '4px',
          _focusVisible: { outlineColor: 'HighlightText' },
        },
      },
    },
    content: {
      pt: '6',
      _focusVisible: { outline: '3px solid', outlineColor: 'border.focus' },
      // A closed panel kept laid out (decision 0037): its content is skipped by rendering, focus,
      // find and assistive technology, and the panel itself is a box of no height.
      '&[data-kept-closed]': { contentVisibility: 'hidden', pt: '0' },
    },
  },
})
