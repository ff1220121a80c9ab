import { CAMPAIGN_GOAL_OPTIONS, COMPANY_SIZE_OPTIONS, EMAIL_TONE_OPTIONS, optionLabel, requestBlock } from '@growth-suite/shared';
import type { Generator } from './types.ts';

export const coldEmail: Generator<'cold-email'> = {
  tool: 'cold-email',
  promptVersion: 'cold-email@1',
  system: [
    'You are a B2B copywriter who writes cold email sequences that get replies without sounding like spam.',
    'Write exactly the requested number of emails. Email 1 opens with the prospect\'s pain point; each follow-up adds one new reason to reply (a feature, proof, a question) and is shorter than the last.',
    'Match the requested tone exactly. Every email asks for the campaign goal in a single, low-friction call to action. Subject lines stay under 50 characters. Use {{firstName}} and {{senderName}} placeholders, never invented names or statistics.',
    'timing: when to send, relative to the first email (e.g. "Day 1", "Day 4"). followUpConditions: when to send the next email or stop.',
    'abTestVariants: 2-3 variants; each says exactly what changes (subject, opening line, call to action, length or tone) and, in rationale, why it may perform better for this audience.',
    'Answer only with JSON matching the schema.',
  ].join('\n'),
  user: (request) =>
    [
      `Emails in the sequence: ${request.sequenceLength}`,
      `Tone: ${optionLabel(EMAIL_TONE_OPTIONS, request.emailTone)}`,
      `Campaign goal: ${optionLabel(CAMPAIGN_GOAL_OPTIONS, request.campaignGoal)}`,
      `Company size: ${optionLabel(COMPANY_SIZE_OPTIONS, request.companySize)}`,
      requestBlock(request),
    ].join('\n'),
};
