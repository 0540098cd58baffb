import { useEffect, useRef, useState } from 'react'
import { useAppForm } from '@/lib/form/use-app-form'
import { checkConnection, confirmOnline } from '@/lib/network/connectivity'
import { checkEndpoint, endpointPolicy } from '@/lib/outbox/endpoint'
import type { Outbox } from '@/lib/outbox/use-outbox'
import { notify } from '@/lib/toast/toast'
import { sendWebsiteRequest } from '../api/send-website-request'
import { outboxCopy } from '../content/outbox'
import { OVERLAY_LINGER_MS, submitToasts } from '../content/request-form'
import { singleLine, websiteRequestDefaults, websiteRequestPayload } from '../model/website-request'
import { websiteRequestSchema } from '../model/website-request-schema'

export const forwardingHost = endpointPolicy.forwardingHost
const schema = websiteRequestSchema(endpointPolicy)

function notifyEndpointRequired() {
  notify({ ...submitToasts.endpointRequired, variant: 'destructive' })
}

/**
 * The website request form and its submit: sent to the visitor's endpoint while the lightning
 * overlay shows, or kept in the outbox when there is no network, to be sent when it returns.
 */
export function useWebsiteRequestForm(outbox: Outbox) {
  const [overlay, setOverlay] = useState(false)
  const lingerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(lingerTimer.current), [])

  const form = useAppForm({
    defaultValues: websiteRequestDefaults,
    validators: { onChange: schema, onSubmit: schema },
    onSubmitInvalid: ({ value }) => {
      if (value.endpoint.trim() === '') notifyEndpointRequired()
    },
    onSubmit: async ({ value }) => {
      const endpoint = checkEndpoint(value.endpoint, endpointPolicy)
      if (!endpoint.ok) {
        notifyEndpointRequired()
        return
      }
      const payload = websiteRequestPayload(value)
      // Offline, or no answer for want of a network: kept on the device, sent when it returns.
      const keep = async () => {
        await outbox.enqueue({
          url: endpoint.url,
          body: JSON.stringify(payload),
          label: outboxCopy.label(singleLine(value.name)),
          draft: value,
        })
        notify({ ...submitToasts.queued, variant: 'success' })
        form.reset()
      }
      if (!(await confirmOnline())) {
        await keep()
        return
      }
      clearTimeout(lingerTimer.current)
      setOverlay(true)
      const outcome = await sendWebsiteRequest(endpoint.url, payload)
      // No answer from the endpoint while this site still answers is the endpoint's fault.
      const unreachable = outcome === 'unreachable' && !(await checkConnection())
      lingerTimer.current = setTimeout(() => setOverlay(false), OVERLAY_LINGER_MS)
      if (outcome === 'sent') {
        notify({ ...submitToasts.success, variant: 'success' })
        form.reset()
      } else if (unreachable) {
        await keep()
      } else {
        notify({ ...submitToasts.failure, variant: 'destructive' })
      }
    },
  })
  return { form, overlay }
}
