/** WCAG 2.1 success criteria of levels A and AA, by number: the groups of the report. */
const CRITERIA: Record<string, readonly [name: string, level: 'A' | 'AA']> = {
  '1.1.1': ['Non-text Content', 'A'],
  '1.2.1': ['Audio-only and Video-only (Prerecorded)', 'A'],
  '1.2.2': ['Captions (Prerecorded)', 'A'],
  '1.2.3': ['Audio Description or Media Alternative (Prerecorded)', 'A'],
  '1.2.4': ['Captions (Live)', 'AA'],
  '1.2.5': ['Audio Description (Prerecorded)', 'AA'],
  '1.3.1': ['Info and Relationships', 'A'],
  '1.3.2': ['Meaningful Sequence', 'A'],
  '1.3.3': ['Sensory Characteristics', 'A'],
  '1.3.4': ['Orientation', 'AA'],
  '1.3.5': ['Identify Input Purpose', 'AA'],
  '1.4.1': ['Use of Color', 'A'],
  '1.4.2': ['Audio Control', 'A'],
  '1.4.3': ['Contrast (Minimum)', 'AA'],
  '1.4.4': ['Resize Text', 'AA'],
  '1.4.5': ['Images of Text', 'AA'],
  '1.4.10': ['Reflow', 'AA'],
  '1.4.11': ['Non-text Contrast', 'AA'],
  '1.4.12': ['Text Spacing', 'AA'],
  '1.4.13': ['Content on Hover or Focus', 'AA'],
  '2.1.1': ['Keyboard', 'A'],
  '2.1.2': ['No Keyboard Trap', 'A'],
  '2.1.4': ['Character Key Shortcuts', 'A'],
  '2.2.1': ['Timing Adjustable', 'A'],
  '2.2.2': ['Pause, Stop, Hide', 'A'],
  '2.3.1': ['Three Flashes or Below Threshold', 'A'],
  '2.4.1': ['Bypass Blocks', 'A'],
  '2.4.2': ['Page Titled', 'A'],
  '2.4.3': ['Focus Order', 'A'],
  '2.4.4': ['Link Purpose (In Context)', 'A'],
  '2.4.5': ['Multiple Ways', 'AA'],
  '2.4.6': ['Headings and Labels', 'AA'],
  '2.4.7': ['Focus Visible', 'AA'],
  '2.5.1': ['Pointer Gestures', 'A'],
  '2.5.2': ['Pointer Cancellation', 'A'],
  '2.5.3': ['Label in Name', 'A'],
  '2.5.4': ['Motion Actuation', 'A'],
  '3.1.1': ['Language of Page', 'A'],
  '3.1.2': ['Language of Parts', 'AA'],
  '3.2.1': ['On Focus', 'A'],
  '3.2.2': ['On Input', 'A'],
  '3.2.3': ['Consistent Navigation', 'AA'],
  '3.2.4': ['Consistent Identification', 'AA'],
  '3.3.1': ['Error Identification', 'A'],
  '3.3.2': ['Labels or Instructions', 'A'],
  '3.3.3': ['Error Suggestion', 'AA'],
  '3.3.4': ['Error Prevention (Legal, Financial, Data)', 'AA'],
  '4.1.1': ['Parsing', 'A'],
  '4.1.2': ['Name, Role, Value', 'A'],
  '4.1.3': ['Status Messages', 'AA'],
}

export interface Criterion {
  /** For example '1.4.3'. */
  number: string
  name: string
  level: 'A' | 'AA' | null
}

/** axe-core names a criterion by a tag of its digits: wcag143 is 1.4.3, wcag1410 is 1.4.10. */
const CRITERION_TAG = /^wcag(\d)(\d)(\d+)$/

/** The success criteria an axe-core rule's tags name, in the order given. */
export function criteriaOfTags(tags: readonly string[]): Criterion[] {
  return tags.flatMap((tag) => {
    const match = CRITERION_TAG.exec(tag)
    if (!match) return []
    const number = `${match[1]}.${match[2]}.${match[3]}`
    const [name, level] = CRITERIA[number] ?? [`WCAG ${number}`, null]
    return [{ number, name, level }]
  })
}

/** Orders criteria numbers numerically, part by part: 1.4.3 before 1.4.10. */
export function compareCriteria(a: string, b: string): number {
  const left = a.split('.').map(Number)
  const right = b.split('.').map(Number)
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0)
    if (difference !== 0) return difference
  }
  return 0
}
