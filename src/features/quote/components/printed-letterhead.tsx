import { css } from 'styled-system/css'
import { formatLongDate } from '@/lib/format/long-date'
import { siteConfig } from '@/lib/site/site-config'
import { quoteCopy } from '../content/calculator'

const letterheadStyle = css({
  display: 'none',
  _print: { display: 'block', borderBottomWidth: '1px', borderColor: 'border.default', pb: '3' },
})
const nameStyle = css({ fontWeight: '700', fontSize: 'lg' })

/**
 * Only on paper, where the page's header and footer are not printed: who the estimate is from,
 * how to reach them, and when it was made.
 */
export function PrintedLetterhead({ preparedAt }: { preparedAt: Date }) {
  return (
    <div className={letterheadStyle} data-testid="printed-letterhead">
      <p className={nameStyle}>{siteConfig.companyName}</p>
      <p>
        {siteConfig.email} · {siteConfig.phone} · {siteConfig.addressArea}
      </p>
      <p>
        {quoteCopy.result.printedOn(
          formatLongDate(preparedAt.getFullYear(), preparedAt.getMonth() + 1, preparedAt.getDate()),
        )}
      </p>
    </div>
  )
}
