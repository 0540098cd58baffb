import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { z } from '@/lib/validation/zod'
import { useAppForm } from './use-app-form'

const schema = z.object({
  name: z.string().check(z.minLength(1, 'Name is required')),
  topic: z.string().check(z.minLength(1, 'Please choose a topic')),
})

interface DemoFormProps {
  onSubmit: (value: z.infer<typeof schema>) => Promise<void>
  passes?: () => boolean
}

function DemoForm({ onSubmit, passes }: DemoFormProps) {
  const form = useAppForm({
    defaultValues: { name: '', topic: '' },
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => onSubmit(value),
  })
  return (
    <form.AppForm>
      <form.Form passes={passes}>
        <form.AppField name="name">
          {(field) => <field.TextField label="Name" required />}
        </form.AppField>
        <form.AppField name="topic">
          {(field) => (
            <field.SelectField
              label="Topic"
              placeholder="Choose one"
              options={[{ value: 'web', label: 'Website' }]}
            />
          )}
        </form.AppField>
        <form.SubmitButton busyLabel="Sending...">Send</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

describe('the app form hook', () => {
  it('shows no message while typing, and the schema message once the field is left', async () => {
    const user = userEvent.setup()
    render(<DemoForm onSubmit={vi.fn()} />)
    const name = screen.getByRole('textbox', { name: /Name/ })
    await user.type(name, 'A')
    await user.clear(name)
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument()
    await user.tab()
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => {
      expect(name).toHaveAccessibleDescription('Name is required')
    })
  })

  it('shows every message on submit and keeps what was typed', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<DemoForm onSubmit={onSubmit} />)
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ann')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Please choose a topic')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Ann')
  })

  it('submits valid values and shows the busy label meanwhile', async () => {
    const user = userEvent.setup()
    let finish: () => void = () => undefined
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    render(<DemoForm onSubmit={onSubmit} />)
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ann')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'web')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled()
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ann', topic: 'web' })
    finish()
    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled()
  })
  it('with a check that passes, submits at once; with one that fails, shows every message', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn(() => Promise.resolve())
    const { unmount } = render(<DemoForm onSubmit={onSubmit} passes={() => true} />)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).toHaveBeenCalledWith({ name: '', topic: '' })
    unmount()

    onSubmit.mockClear()
    render(<DemoForm onSubmit={onSubmit} passes={() => false} />)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Please choose a topic')).toBeInTheDocument()
    expect(screen.getByText('Name is required')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('mounts its fields without rewriting the form’s state, which would render the form again', () => {
    const writes = vi.fn()
    function Watched() {
      const form = useAppForm({ defaultValues: { name: '', topic: '' } })
      // Subscribed as the form is built, before its fields mount.
      const [subscription] = useState(() => form.store.subscribe(writes))
      useEffect(() => () => subscription.unsubscribe(), [subscription])
      return (
        <form.AppForm>
          <form.AppField name="name">{(field) => <field.TextField label="Name" />}</form.AppField>
          <form.AppField name="topic">{(field) => <field.TextField label="Topic" />}</form.AppField>
        </form.AppForm>
      )
    }
    render(<Watched />)
    expect(screen.getByRole('textbox', { name: 'Topic' })).toBeInTheDocument()
    expect(writes).not.toHaveBeenCalled()
  })
})
