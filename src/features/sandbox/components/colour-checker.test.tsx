import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { ColourChecker } from './colour-checker'

const render = () => renderWithRouter(<ColourChecker />, { route: '/(tools)/sandbox' })

type User = Awaited<ReturnType<typeof render>>['user']

const textBox = (name: 'Background Color' | 'Text Color') => screen.getByRole('textbox', { name })

/** Replaces what a colour's text box holds, as typing over it does. */
async function typeColour(user: User, name: 'Background Color' | 'Text Color', text: string) {
  await user.clear(textBox(name))
  await user.type(textBox(name), text)
}

/** The contrast verdicts as they are announced: the chosen colours', then a simulated one's. */
const verdicts = () => screen.getAllByRole('status').map((status) => status.textContent)

/** The phone mock-up is a picture: its caption says what it shows. */
const previewCaption = (vision: string, text: string, background: string) =>
  screen.getByText(`Mobile preview with ${vision}: ${text} text on ${background}.`)

const verdict = (label: string, ratio: string, level: string, large: 'passes' | 'fails') =>
  `${label}:${ratio}${level}Large text (18pt, or 14pt bold) needs 3:1: ${large}. Normal text needs 4.5:1 for AA and 7:1 for AAA.`

describe('the mobile app colour checker (/sandbox, Colors Demo)', () => {
  it('starts with black text on white at 21:1, AAA, with normal vision', async () => {
    await render()
    expect(screen.getByRole('heading', { name: 'Mobile App Color Checker' })).toBeInTheDocument()
    expect(textBox('Background Color')).toHaveValue('#ffffff')
    expect(textBox('Background Color')).toHaveAttribute('placeholder', '#ffffff')
    expect(textBox('Text Color')).toHaveValue('#000000')
    expect(textBox('Text Color')).toHaveAttribute('placeholder', '#000000')
    expect(screen.getByLabelText('Background Color picker')).toHaveValue('#ffffff')
    expect(verdicts()).toEqual([verdict('Contrast ratio', '21:1', 'WCAG AAA', 'passes')])
    expect(screen.getByRole('radio', { name: 'Normal vision' })).toBeChecked()
    expect(previewCaption('normal vision', '#000000', '#ffffff')).toBeInTheDocument()
  })

  it('recomputes the ratio and level as either colour is typed, in hex or by name', async () => {
    const { user } = await render()
    await typeColour(user, 'Text Color', '767676')
    expect(verdicts()).toEqual([verdict('Contrast ratio', '4.54:1', 'WCAG AA', 'passes')])
    await typeColour(user, 'Text Color', '#777777')
    expect(verdicts()).toEqual([verdict('Contrast ratio', '4.48:1', 'WCAG Fail', 'passes')])
    await typeColour(user, 'Text Color', '#aaaaaa')
    expect(verdicts()).toEqual([verdict('Contrast ratio', '2.32:1', 'WCAG Fail', 'fails')])
    await typeColour(user, 'Background Color', 'black')
    expect(verdicts()).toEqual([verdict('Contrast ratio', '9.04:1', 'WCAG AAA', 'passes')])
    expect(screen.getByLabelText('Background Color picker')).toHaveValue('#000000')
    expect(previewCaption('normal vision', '#aaaaaa', '#000000')).toBeInTheDocument()
  })

  it('says typed text that is not a colour is not one, and keeps the last valid colour', async () => {
    const { user } = await render()
    await typeColour(user, 'Text Color', '#595959')
    await user.type(textBox('Text Color'), 'zz')
    expect(textBox('Text Color')).toHaveValue('#595959zz')
    expect(textBox('Text Color')).toBeInvalid()
    expect(textBox('Text Color')).toHaveAccessibleDescription(
      '“#595959zz” is not a colour. Enter a hex code such as #000000; the last valid colour is kept.',
    )
    expect(verdicts()).toEqual([verdict('Contrast ratio', '7:1', 'WCAG AAA', 'passes')])

    await user.type(textBox('Text Color'), '{Backspace}{Backspace}')
    expect(textBox('Text Color')).toBeValid()
    expect(textBox('Text Color')).not.toHaveAccessibleDescription()
  })

  it('takes a colour from the picker into the text box', async () => {
    await render()
    fireEvent.input(screen.getByLabelText('Text Color picker'), { target: { value: '#0000ff' } })
    expect(textBox('Text Color')).toHaveValue('#0000ff')
    expect(verdicts()).toEqual([verdict('Contrast ratio', '8.59:1', 'WCAG AAA', 'passes')])
  })

  it('shows the colours and their contrast as seen with each kind of colour blindness', async () => {
    const { user } = await render()
    await typeColour(user, 'Text Color', '#ff0000')
    expect(verdicts()).toEqual([verdict('Contrast ratio', '4:1', 'WCAG Fail', 'passes')])

    await user.click(screen.getByRole('radio', { name: 'Protanopia (red-blind)' }))
    expect(verdicts()).toEqual([
      verdict('Contrast ratio', '4:1', 'WCAG Fail', 'passes'),
      verdict('Contrast as seen with Protanopia (red-blind)', '16.64:1', 'WCAG AAA', 'passes'),
    ])
    expect(previewCaption('protanopia (red-blind)', '#271d00', '#ffffff')).toBeInTheDocument()

    await user.click(screen.getByRole('radio', { name: 'Monochrome (no colour)' }))
    expect(verdicts()[1]).toBe(
      verdict('Contrast as seen with Monochrome (no colour)', '12.08:1', 'WCAG AAA', 'passes'),
    )
    expect(previewCaption('monochrome (no colour)', '#363636', '#ffffff')).toBeInTheDocument()

    await user.click(screen.getByRole('radio', { name: 'Normal vision' }))
    expect(verdicts()).toHaveLength(1)
    expect(previewCaption('normal vision', '#ff0000', '#ffffff')).toBeInTheDocument()
  })
})
