import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// `findBy…` and `waitFor` wait for what a visitor would see, not for a deadline: on a busy
// machine opening a dialog in the test DOM has taken longer than the library's default 1 s.
// Each test's own time limit still bounds the wait.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => cleanup())
