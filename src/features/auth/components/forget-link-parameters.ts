import { withoutLinkParameters } from '../model/email-link'

/** Takes an e-mail link's code or error out of the address bar and the history entry. */
export function forgetLinkParameters(): void {
  history.replaceState(history.state, '', withoutLinkParameters(location.pathname, location.search))
}
