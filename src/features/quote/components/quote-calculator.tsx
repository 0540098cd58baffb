import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { useAppForm } from '@/lib/form/use-app-form'
import { useHydrated } from '@/lib/hooks/use-hydrated'
import { useKeptWhileEqual } from '@/lib/hooks/use-kept-while-equal'
import { useLatest } from '@/lib/hooks/use-latest'
import { choicesFromFormValues, formValuesFromChoices, sameChoices } from '../model/quote-form'
import { choicesOfSearch, type AnyQuoteSearch } from '../model/quote-search'
import { calculators, type CalculatorKind } from './calculators'
import { QuoteRequirementsForm } from './quote-requirements-form'
import { QuoteResult } from './quote-result'
import { useViewSwitch } from './use-view-switch'

export interface QuoteCalculatorProps {
  kind: CalculatorKind
  /** The route's validated search: the choices and the view. */
  search: AnyQuoteSearch
  onSearchChange: (search: AnyQuoteSearch, replace: boolean) => void
}

const prerenderedSearch: AnyQuoteSearch = {}

/**
 * The requirement form and its result. The URL holds the choices and the view; the form
 * holds everything else (contact details, notes), so switching views keeps every entry.
 */
export function QuoteCalculator({ kind, search, onSearchChange }: QuoteCalculatorProps) {
  const { definition, copy, price, formSchema } = calculators[kind]
  const hydrated = useHydrated()
  const { switchedTo, switched, overtaken, switchView, replaceChoices } = useViewSwitch(
    search,
    onSearchChange,
  )
  // The prerendered HTML holds the empty form: the URL's choices apply once hydrated.
  const shown = switchedTo ?? (hydrated ? search : prerenderedSearch)
  const choices = useKeptWhileEqual(
    useMemo(() => choicesOfSearch(definition, shown), [definition, shown]),
    sameChoices,
  )
  const showResult = shown.view === 'result'
  // The result is rendered ahead, hidden, from the choices once they have settled (a render the
  // browser can interrupt), so that Calculate Quote only shows it (decision 0502). Shown, it
  // always prices the choices of that moment.
  const settledChoices = useDeferredValue(choices)
  const resultChoices = showResult ? choices : settledChoices
  const quote = useMemo(() => price(resultChoices), [price, resultChoices])
  const shownChoices = useLatest(choices)
  // Kept stable: later URL changes reach the form through the effect below.
  const [defaultValues] = useState(() => formValuesFromChoices(definition, choices))

  const form = useAppForm({
    defaultValues,
    validators: { onChange: formSchema },
    listeners: {
      // A changed choice replaces the URL, so the form can be bookmarked and reloaded too.
      onChange: ({ formApi }) => {
        if (!showResult) replaceChoices(choicesFromFormValues(definition, formApi.state.values))
      },
    },
    onSubmit: ({ value }) =>
      switchView({ ...choicesFromFormValues(definition, value), view: 'result' }),
  })

  // A URL that changes under the form (a loaded link, Back, Forward) sets its choices, and so
  // does one that overtook a choice before it was written.
  useEffect(() => {
    const values = form.state.values
    if (sameChoices(choicesFromFormValues(definition, values), choices)) return
    const next = formValuesFromChoices(definition, choices, values)
    const quiet = { dontRunListeners: true }
    form.setFieldValue('size', next.size, quiet)
    form.setFieldValue('addons', next.addons, quiet)
    form.setFieldValue('apiIntegrations', next.apiIntegrations, quiet)
    form.setFieldValue('timeline', next.timeline, quiet)
  }, [form, definition, choices, overtaken])

  const readValues = useCallback(() => form.state.values, [form])
  const modify = useCallback(() => switchView(shownChoices()), [switchView, shownChoices])

  // Both views stay mounted once hydrated, the one not shown hidden: taking the form's fields
  // down and mounting them again was a third of each switch's work (decision 0502).
  return (
    <>
      {hydrated && (
        <QuoteResult
          copy={copy}
          definition={definition}
          quote={quote}
          shown={showResult}
          focusHeading={switched}
          values={readValues}
          onModify={modify}
        />
      )}
      <QuoteRequirementsForm
        form={form}
        copy={copy}
        definition={definition}
        shown={!showResult}
        focusHeading={switched}
        passes={() => formSchema.safeParse(form.state.values).success}
      />
    </>
  )
}
