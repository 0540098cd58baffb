/** The requests kept on this device (accessibility-site.md's form, sent later when offline). */
export const outboxCopy = {
  title: 'Requests on this device',
  waiting: (count: number) =>
    count === 1 ? '1 request waiting to be sent' : `${count} requests waiting to be sent`,
  label: (name: string) => `Website request from ${name}`,
  state: {
    waiting: 'Waiting for the connection: it is sent as soon as you are back online.',
    retrying: (status: number, attempt: number, of: number) =>
      `The form service answered with an error (${status}); trying again shortly (attempt ${attempt} of ${of}).`,
    failed: (status: number, of: number) =>
      `Not delivered: the form service answered with an error (${status}) ${of} times.`,
    rejected: (status: number) =>
      `Refused by the form service (${status}): edit it and send it again.`,
    blocked:
      'Not sent: its address is not one this site sends requests to. Check the endpoint, then edit it and send it again.',
    redirected:
      'Not sent: the form service answered with a redirect. Check the endpoint address, then edit it and send it again.',
  },
  cancel: 'Cancel',
  edit: 'Edit',
  retry: 'Try again',
} as const
