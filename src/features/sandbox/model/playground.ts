/** Spec: font size slider 12-24 px, step 1, default 16; 'WCAG Compliant' at 16 or more. */
export const fontSizeSlider = { min: 12, max: 24, step: 1, defaultValue: 16, passAt: 16 } as const

/** Spec: touch target slider 30-60 px, step 2, default 44; 'Mobile Accessible' at 44 or more. */
export const touchTargetSlider = {
  min: 30,
  max: 60,
  step: 2,
  defaultValue: 44,
  passAt: 44,
} as const

export const fontSizePasses = (px: number) => px >= fontSizeSlider.passAt
export const touchTargetPasses = (px: number) => px >= touchTargetSlider.passAt
