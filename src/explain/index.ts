// index.ts: the explanation layer's public surface. Pure functions from engine data to messages
// ({key, params, rule, section, why}); the UI renders them with i18next (see src/i18n).
export type { Explanation, Message, Param, SectionRef, Translate } from './types';
export { RULES_URL, rulesLink, sectionOf, ruleSummary, ruleKeyPart, citation, cite, isRuleNumber } from './rules';
export { renderMessage, renderExplanation, messageKeys, type RenderedExplanation } from './render';
export {
  ALL_STEPS, STEP_RULES, KEYWORDS, ZONES, CHOICE_WORDS, stepName, stepInSentence, zoneName, keywordId, keywordName,
  abilityOf, choiceName,
} from './vocabulary';
export { namesIn, abilityName, sourceNumbers, type NameOf } from './names';
export { explainLogEntry, explainLog, currentStepStart, isKnownLogEntry, logTemplateKeys, type LogExplanation, type LogCategory } from './log';
export { explainRefusal, explainClosed, explainCondition, REFUSAL_KINDS } from './refusal';
export { promptFor, pendingPrompt, priorityPrompt, optionName, CHOICE_RULES } from './prompt';
export { explainStep, type StepExplanation } from './step';
export { explainMoment, type MomentExplanation } from './moment';
export { triggerCause, type TriggerLike } from './cause';
