;(() => {
  const held = []
  const edited = new Set()
  const types = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'keydown', 'keyup']
  const fieldTypes = ['input', 'change']
  const hold = (event) => {
    const target = event.target
    if (target instanceof Element && target.closest('a[href]')) return
    event.stopImmediatePropagation()
    if (event.type === 'submit') event.preventDefault()
    if (fieldTypes.includes(event.type)) edited.add(target)
    else held.push(event)
  }
  const all = [...types, ...fieldTypes, 'submit']
  for (const type of all) addEventListener(type, hold, true)
  window.__earlyInput = {
    held,
    edited,
    stop: () => {
      for (const type of all) removeEventListener(type, hold, true)
    },
  }
})()
