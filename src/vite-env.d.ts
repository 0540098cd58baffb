/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/info" />

interface ImportMetaEnv {
  readonly VITE_COMPANY_NAME?: string
  readonly VITE_COMPANY_PHONE?: string
  readonly VITE_COMPANY_EMAIL?: string
  readonly VITE_COMPANY_ADDRESS_AREA?: string
  readonly VITE_SITE_URL?: string
  readonly VITE_SOCIAL_LINKEDIN?: string
  readonly VITE_SOCIAL_FACEBOOK?: string
  readonly VITE_SOCIAL_X?: string
  readonly VITE_STAMPX_URL?: string
  readonly VITE_NOTARY_DASHBOARD_URL?: string
  readonly VITE_API_SIGNUP_URL?: string
  readonly VITE_FORM_FORWARDING_HOST?: string
  /** `true` in builds for the end-to-end tests only: the outbox may post to http://127.0.0.1. */
  readonly VITE_ALLOW_LOOPBACK_ENDPOINTS?: string
  readonly VITE_SUPABASE_URL?: string
  readonly VITE_SUPABASE_ANON_KEY?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
