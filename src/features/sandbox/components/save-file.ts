import { notify } from '@/lib/toast/toast'

/** Saves generated text as a download and says so, as every report download of the suite does. */
export function saveFile(name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
  notify({
    title: 'Report Downloaded',
    description: `${name} has been saved to your downloads.`,
    variant: 'success',
  })
}
