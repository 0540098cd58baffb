// Builds one date formatter of each kind a page is about to need. The locale and time zone data
// they load are the browser's, shared by every thread of the page (docs/decisions/0024).
const visitorZone = new Intl.DateTimeFormat().resolvedOptions().timeZone
new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(0)
new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: visitorZone,
  timeZoneName: 'short',
}).format(0)
close()
