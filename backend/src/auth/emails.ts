import type { OutgoingMail } from '../mailbox/mailbox.ts'

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** GoTrue's default "Confirm signup" template. */
export function confirmationMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Confirm Your Signup',
    html: `<h2>Confirm your signup</h2>\n\n<p>Follow this link to confirm your user:</p>\n<p><a href="${attribute(link)}">Confirm your mail</a></p>`,
    text: `Confirm your signup\n\nFollow this link to confirm your user:\n${link}\n`,
  }
}

/** GoTrue's default "Reset Password" template. */
export function recoveryMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Reset Your Password',
    html: `<h2>Reset Password</h2>\n\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="${attribute(link)}">Reset Password</a></p>`,
    text: `Reset Password\n\nFollow this link to reset the password for your user:\n${link}\n`,
  }
}
