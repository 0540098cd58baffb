import { css } from 'styled-system/css'
import { PlanCard } from '@/components/sections/plan-card'
import { LinkButton } from '@/components/ui/link-button'
import { buildMailtoLink } from '@/lib/mail/mailto'
import { siteConfig } from '@/lib/site/site-config'
import { buttonClass } from '@/theme/button-classes'
import { mostPopularLabel, type AuditPlan } from '../content'
import { planMail } from '../model/plan-mail'

const fullWidth = css({ w: 'full' })

export function AuditPlanCard({ plan }: { plan: AuditPlan }) {
  const { action } = plan
  return (
    <PlanCard plan={plan} popularLabel={mostPopularLabel}>
      {action.kind === 'link' ? (
        <LinkButton to={action.to} variant="outline">
          {action.label}
        </LinkButton>
      ) : (
        <a
          className={`${buttonClass(plan.popular ? 'solid' : 'outline')} ${fullWidth}`}
          href={buildMailtoLink(
            planMail(siteConfig.email, { plan: action.plan, price: plan.price }),
          )}
        >
          {action.label}
        </a>
      )}
    </PlanCard>
  )
}
