;(() => {
  const held = []
  const edited = new Set()
  const fieldTypes = ['input', 'change']
  const types = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'keydown', 'keyup']
  const all = [...types, ...fieldTypes, 'submit']
  const hold = (event) => {
    const target = event.target
    if (target instanceof Element && target.closest('a[href]')) return
    event.stopImmediatePropagation()
    if (event.type === 'submit') event.preventDefault()
    if (fieldTypes.includes(event.type)) edited.add(target)
    else held.push(event)
  }
  for (const type of all) addEventListener(type, hold, true)
  window.__earlyInput = {
    held,
    edited,
    release: (released = all) => {
      for (const type of released) removeEventListener(type, hold, true)
    },
  }
})()
