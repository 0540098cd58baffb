import { Tabs } from '@/components/ui/tabs'
import { authPageCopy as copy } from '../content'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'

export function AuthTabs() {
  return (
    <Tabs
      label={copy.tabsLabel}
      defaultValue="sign-in"
      items={[
        { value: 'sign-in', label: copy.signInTab, content: <SignInForm /> },
        { value: 'sign-up', label: copy.signUpTab, content: <SignUpForm /> },
      ]}
    />
  )
}
