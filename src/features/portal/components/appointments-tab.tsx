import { css } from 'styled-system/css'
import { flex, grid } from 'styled-system/patterns'
import { button, card } from 'styled-system/recipes'
import { siteConfig } from '@/lib/site/site-config'
import { appointmentsCopy } from '../content'
import { formatCents, formatDateTime } from '../model/format'
import { paymentStatusOf, type Appointment } from '../model/portal-data'
import { StatusBadge } from './status-badge'

const listStyle = flex({ direction: 'column', gap: '4' })
const headerStyle = flex({ wrap: 'wrap', justify: 'space-between', gap: '3' })
const badgesStyle = flex({ wrap: 'wrap', gap: '2' })
const detailsStyle = grid({
  columns: { base: 1, sm: 3 },
  gap: '3',
  '& dt': { fontSize: 'sm', color: 'fg.muted' },
  '& dd': { fontWeight: '600' },
})
const emptyStyle = flex({ direction: 'column', align: 'flex-start', gap: '4' })

export function AppointmentsTab({ appointments }: { appointments: readonly Appointment[] }) {
  const styles = card()
  if (appointments.length === 0) {
    return (
      <div className={emptyStyle}>
        <p>{appointmentsCopy.empty}</p>
        <a href={siteConfig.links.stampx} className={button()}>
          {appointmentsCopy.schedule}
        </a>
      </div>
    )
  }
  return (
    <ul className={listStyle} aria-label={appointmentsCopy.listLabel}>
      {appointments.map((appointment) => (
        <li key={appointment.id} className={styles.root}>
          <article className={styles.body} aria-labelledby={`appointment-${appointment.id}`}>
            <div className={headerStyle}>
              <h3 id={`appointment-${appointment.id}`} className={styles.title}>
                {appointment.service_type}
              </h3>
              <div className={badgesStyle}>
                <StatusBadge kind={appointmentsCopy.statusBadgeKind} status={appointment.status} />
                <StatusBadge
                  kind={appointmentsCopy.paymentBadgeKind}
                  status={paymentStatusOf(appointment)}
                />
              </div>
            </div>
            <dl className={detailsStyle}>
              <div>
                <dt>{appointmentsCopy.dateTerm}</dt>
                <dd>{formatDateTime(appointment.appointment_date)}</dd>
              </div>
              <div>
                <dt>{appointmentsCopy.documentTerm}</dt>
                <dd>{appointment.document_type ?? appointmentsCopy.documentNotSpecified}</dd>
              </div>
              <div>
                <dt>{appointmentsCopy.amountTerm}</dt>
                <dd>{formatCents(appointment.amount)}</dd>
              </div>
            </dl>
            {appointment.notes ? (
              <p className={css({ color: 'fg.muted' })}>{appointment.notes}</p>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  )
}
