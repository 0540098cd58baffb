// Its own module: the end-to-end tests fire this sync without loading the delivery code.
/** The one-off Background Sync the page registers when a request is put in line. */
export const OUTBOX_SYNC_TAG = 'app-outbox'
