import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { useAppForm } from '@/lib/form/use-app-form'

function PasswordForm() {
  const form = useAppForm({ defaultValues: { password: '' } })
  return (
    <form.AppForm>
      <form.AppField name="password">
        {(field) => (
          <field.PasswordField
            label="Password"
            autoComplete="current-password"
            required
            helperText="At least 6 characters"
          />
        )}
      </form.AppField>
      <button type="submit">Sign In</button>
    </form.AppForm>
  )
}

describe('the password field', () => {
  it('is named by its label and described by its hint', () => {
    render(<PasswordForm />)
    const password = screen.getByLabelText(/^Password/)
    expect(password).toHaveAttribute('type', 'password')
    expect(password).toBeRequired()
    expect(password).toHaveAccessibleDescription('At least 6 characters')
  })

  it('shows and hides the password from the keyboard', async () => {
    const user = userEvent.setup()
    render(<PasswordForm />)
    const password = screen.getByLabelText(/^Password/)
    await user.type(password, 'secret')
    await user.tab()
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(password).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveFocus()
    await user.keyboard(' ')
    expect(password).toHaveAttribute('type', 'password')
    await user.tab()
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveFocus()
  })

  it('leaves the caret in the password when the button is pressed', async () => {
    const user = userEvent.setup()
    render(<PasswordForm />)
    const password = screen.getByLabelText(/^Password/)
    await user.type(password, 'secr')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    expect(password).toHaveFocus()
    await user.keyboard('et')
    expect(password).toHaveValue('secret')
  })
})
