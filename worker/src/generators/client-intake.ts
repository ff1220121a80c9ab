import { requestBlock } from '@growth-suite/shared';
import { checkedIntakeValue, ClientIntakeModelSchema, groundInTranscript, INTAKE_VALUE_PROMPT } from '@growth-suite/shared/tools/client-intake';
import type { Generator } from './types.ts';

export const clientIntake: Generator<'client-intake'> = {
  tool: 'client-intake',
  promptVersion: 'client-intake@2',
  system: [
    'You are a careful analyst who turns a sales-call transcript into a client file for a consultant.',
    'Fill each field with what the call states, and nothing else. A fact the call does not state stays empty: value "" and evidence []. Never guess a company name, a revenue figure, a size, an e-mail or a website; an empty field is a correct answer.',
    'Each field is {value, evidence}: evidence lists the transcript lines that state the fact, each copied verbatim from the transcript (a whole line or an exact part of one, at most 500 characters), at most 5 per field. A value without a verbatim line is removed.',
    'name: the client\'s company name. contactName, contactTitle, contactEmail: the person speaking for the client. industry: a few words (e.g. "Technology", "Healthcare"). website: as said. size: one of startup (1-10 people), small (11-50), medium (51-200), large (201-1000), enterprise (1000+), or "" if no head count is stated. revenue: the annual revenue as said (e.g. "$4M").',
    'offering: what the client sells. pains, goals, budgetSignals, objections: short sentences in the client\'s own terms. notes: other facts worth keeping for the consultant, or "".',
    'The consultant\'s questions and suggestions are not facts about the client.',
    INTAKE_VALUE_PROMPT,
    'Answer only with JSON matching the schema.',
  ].join('\n'),
  user: (request) => `Extract the client file from this sales call${request.date ? ` of ${request.date}` : ''}.\n${requestBlock(request)}`,
  // Whatever the model wrote, a fact stands only on lines of the call (see guard.ts), and every figure
  // of the value is checked against its quotes and the call (value.ts): the model reads, code checks.
  model: {
    schema: ClientIntakeModelSchema,
    complete: (request, answer) => {
      const read = ClientIntakeModelSchema.parse(answer);
      return { ...groundInTranscript(read, request.transcript), value: checkedIntakeValue(read.value, request.transcript) };
    },
  },
};
