import { siteOrigin } from './absolute-url'
import { siteDefaults } from './site-defaults'

const env = import.meta.env

/** Turns a phone number as people write it into the digits a `tel:` link needs. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

const phone = env.VITE_COMPANY_PHONE || siteDefaults.phone

/** Company details and outside links, in one place; every value can be set by environment. */
export const siteConfig = {
  companyName: env.VITE_COMPANY_NAME || siteDefaults.companyName,
  accessibilityBrand: siteDefaults.accessibilityBrand,
  notaryBrand: siteDefaults.notaryBrand,
  tagline: siteDefaults.tagline,
  phone,
  phoneHref: telHref(phone),
  email: env.VITE_COMPANY_EMAIL || siteDefaults.email,
  addressArea: env.VITE_COMPANY_ADDRESS_AREA || siteDefaults.addressArea,
  siteUrl: siteOrigin(env.VITE_SITE_URL || siteDefaults.siteUrl),
  openingHours: siteDefaults.openingHours,
  social: {
    linkedin: env.VITE_SOCIAL_LINKEDIN || siteDefaults.social.linkedin,
    facebook: env.VITE_SOCIAL_FACEBOOK || siteDefaults.social.facebook,
    x: env.VITE_SOCIAL_X || siteDefaults.social.x,
  },
  formForwardingHost: env.VITE_FORM_FORWARDING_HOST || siteDefaults.formForwardingHost,
  map: siteDefaults.map,
  links: {
    stampx: env.VITE_STAMPX_URL || siteDefaults.links.stampx,
    notaryDashboard: env.VITE_NOTARY_DASHBOARD_URL || siteDefaults.links.notaryDashboard,
    apiSignup: env.VITE_API_SIGNUP_URL || siteDefaults.links.apiSignup,
  },
} as const
