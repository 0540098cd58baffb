import { Tabs } from '@/components/ui/tabs'
import { SignInForm } from './sign-in-form'
import { SignUpForm } from './sign-up-form'

export function AuthTabs() {
  return (
    <Tabs
      label="Account"
      defaultValue="sign-in"
      items={[
        { value: 'sign-in', label: 'Sign In', content: <SignInForm /> },
        { value: 'sign-up', label: 'Sign Up', content: <SignUpForm /> },
      ]}
    />
  )
}
