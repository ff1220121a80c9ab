// The Cold Email Writer's request and result (spec §3, §5).
import { z } from 'zod';
import { CAMPAIGN_GOALS, COMPANY_SIZES, EMAIL_TONES, SEQUENCE_LENGTHS } from '../../options.ts';
import { LIMITS } from '../../constants.ts';
import { choice, longText, outList, outText, text } from '../../schemas/fields.ts';

export const ColdEmailRequestSchema = z.object({
  prospectRole: text(2, 'Please specify the target role'),
  prospectIndustry: text(2, 'Please specify the industry'),
  companySize: choice(COMPANY_SIZES, 'Please select a company size'),
  painPoints: longText('Please describe the pain points in more detail'),
  productName: text(2, 'Please enter your product/service name'),
  valueProps: longText('Please describe the value propositions in more detail'),
  uniqueFeatures: longText('Please describe the unique features in more detail'),
  campaignGoal: choice(CAMPAIGN_GOALS, 'Please select a campaign goal'),
  emailTone: choice(EMAIL_TONES, 'Please select an email tone'),
  sequenceLength: choice(SEQUENCE_LENGTHS, 'Please select a sequence length'),
  /**
   * The client this outreach is written for, when it is a client's (the pack, or a form filled from
   * a client file): the emails are theirs, to their own buyers, and the result is named so.
   */
  outreachFor: z.string().trim().max(LIMITS.short).optional(),
});

export const ColdEmailResultSchema = z.object({
  sequence: z
    .array(
      z.object({
        timing: outText(200),
        email: z.object({ subject: outText(200), body: outText(5000), callToAction: outText(500) }),
        followUpConditions: outList(),
      }),
    )
    .min(3)
    .max(6),
  abTestVariants: z.array(z.object({ variant: outText(1000), rationale: outText(1000) })).max(10),
});

export type ColdEmailRequest = z.infer<typeof ColdEmailRequestSchema>;
export type ColdEmailResult = z.infer<typeof ColdEmailResultSchema>;
