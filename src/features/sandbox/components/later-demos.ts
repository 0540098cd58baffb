import { ColourChecker } from './colour-checker'
import { withoutTimers, withTimers } from './demo-memo'
import { QuickColors } from './quick-colors'
import { RecommendationsEngine } from './recommendations-engine'
import { TestingPlayground } from './testing-playground'
import { VoiceDemo } from './voice-demo'

/** The demos whose tabs are not shown at first: one chunk, loaded after the page (later-demo.tsx). */
export const laterDemos = {
  voice: withTimers(VoiceDemo),
  colors: withoutTimers(ColourChecker),
  'quick-colors': withoutTimers(QuickColors),
  testing: withoutTimers(TestingPlayground),
  ai: withoutTimers(RecommendationsEngine),
}
