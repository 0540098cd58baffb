import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { expectToast, shownToasts } from '@/test/toasts'
import { RecommendationsEngine } from './recommendations-engine'

const render = () => renderWithRouter(<RecommendationsEngine />, { route: '/(tools)/sandbox' })

const generate = () => screen.getByRole('button', { name: 'Generate Recommendations' })

/** Each list item of a result section, as its text reads. */
const itemsOf = (section: string) =>
  within(screen.getByRole('region', { name: section }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('the recommendations engine (/sandbox)', () => {
  it('needs both an industry and an app type', async () => {
    const { user } = await render()
    await user.click(generate())
    await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'Healthcare')
    await user.click(generate())
    await expectToast({
      title: 'Selection Required',
      description: 'Please select both industry and app type.',
      variant: 'destructive',
    })
    expect(await shownToasts()).toEqual(['Selection Required', 'Selection Required'])
    expect(screen.queryByRole('region', { name: /^Recommendations for/ })).not.toBeInTheDocument()
  })

  it("lists the sector's actions, the platform's points and a simulated checklist", async () => {
    const { user } = await render()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'Government')
    await user.selectOptions(screen.getByRole('combobox', { name: 'App type' }), 'Flutter')
    // The checklist's statuses are a coin toss each: compliant below one half.
    vi.spyOn(Math, 'random')
      .mockReturnValueOnce(0.2)
      .mockReturnValueOnce(0.7)
      .mockReturnValueOnce(0.5)
    await user.click(generate())

    await expectToast({
      title: 'Recommendations Generated!',
      description: 'Your plan for a government app on Flutter is ready.',
      variant: 'success',
    })
    expect(
      screen.getByRole('region', { name: 'Recommendations for a government app on Flutter' }),
    ).toBeInTheDocument()
    expect(itemsOf('Critical actions')).toEqual([
      'CriticalScreen reader support for every formLabel every field, error and step of benefit and permit applications.Impact: Citizens who are blind can complete services without help. Effort: 2-3 weeks.',
      'HighPlain-language contentRewrite instructions and errors at a plain reading level.Impact: Fewer abandoned applications and support calls. Effort: 1-2 weeks.',
      'MediumKeyboard and switch accessMake every control reachable and operable without touch.Impact: Meets Section 508 for people with motor disabilities. Effort: 1 week.',
    ])
    expect(itemsOf('Platform-specific')).toEqual([
      'Semantics treeCustom widgets are invisible to screen readers without semantics.Wrap custom controls in Semantics with label, button and value.',
      'Text scalingRespect the platform text scale factor.Avoid fixed-size containers around text; test with MediaQuery textScaler at 2.0.',
    ])
    expect(itemsOf('Compliance checklist')).toEqual([
      'Section 508 CompliantFederal ICT accessibility standard for agency apps.',
      'WCAG 2.1 Level AANeeds workThe success criteria Section 508 refers to.',
      'Accessibility conformance report (VPAT)Needs workDocuments conformance for procurement.',
    ])
  })

  it('replaces the plan when the choice changes', async () => {
    const { user } = await render()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'Retail')
    await user.selectOptions(screen.getByRole('combobox', { name: 'App type' }), 'React Native')
    await user.click(generate())
    expect(itemsOf('Critical actions')[0]).toMatch(/^CriticalAccessible checkout/)
    await user.selectOptions(screen.getByRole('combobox', { name: 'App type' }), 'pwa')
    // The shown plan stays until the visitor asks for the new one.
    expect(
      screen.getByRole('region', { name: 'Recommendations for a retail app on React Native' }),
    ).toBeInTheDocument()
    await user.click(generate())
    expect(
      screen.getByRole('region', {
        name: 'Recommendations for a retail app on Progressive web app',
      }),
    ).toBeInTheDocument()
    expect(itemsOf('Platform-specific')).toEqual([
      expect.stringMatching(/^Semantic HTML and ARIA/),
      expect.stringMatching(/^Offline and update messages/),
    ])
  })
})
