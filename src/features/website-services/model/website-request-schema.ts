import { checkEndpoint, endpointRefusedMessage, type EndpointPolicy } from '@/lib/outbox/endpoint'
import { z } from '@/lib/validation/zod'

/**
 * Required: Full Name, Email Address, Type of Website/Business, Describe Your Business, Website
 * Goals. An empty endpoint is reported by a toast when sending; any other address must pass
 * `checkEndpoint`.
 */
export function websiteRequestSchema(policy: EndpointPolicy) {
  return z.object({
    endpoint: z
      .string()
      .check(
        z.refine(
          (value) => checkEndpoint(value, policy).ok || value.trim() === '',
          endpointRefusedMessage(policy.forwardingHost),
        ),
      ),
    name: z.string().check(z.trim(), z.minLength(1, 'Please enter your full name')),
    email: z.pipe(z.string().check(z.trim()), z.email('Please enter a valid email address')),
    phone: z.string(),
    company: z.string(),
    websiteType: z
      .string()
      .check(z.trim(), z.minLength(1, 'Please enter the type of website or business')),
    currentWebsite: z.string(),
    pages: z.string(),
    additionalPages: z.string(),
    businessDescription: z
      .string()
      .check(z.trim(), z.minLength(1, 'Please describe your business')),
    goals: z.string().check(z.trim(), z.minLength(1, 'Please describe the goals of your website')),
    features: z.array(z.string()),
    timeline: z.string(),
    budget: z.string(),
    ongoingSupport: z.boolean(),
    additionalInfo: z.string(),
  })
}
