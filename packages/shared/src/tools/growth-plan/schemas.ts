// The Growth Plan Creator's request and result (spec §3, §5).
import { z } from 'zod';
import { CurrencySchema } from '../../money/schemas.ts';
import { email, FULL_NAME, longText, outList, outText, text } from '../../schemas/fields.ts';

export const GrowthPlanRequestSchema = z.object({
  email: email(),
  fullName: text(2, FULL_NAME),
  companyName: text(2, 'Please enter your company name'),
  clientCompany: text(2, 'Please enter the client company name'),
  clientIndustry: text(2, 'Please describe the client industry or business type'),
  prospectName: text(2, "Please enter the prospect's name"),
  prospectTitle: text(2, "Please enter the prospect's job title"),
  currentRevenue: text(1, 'Please enter the current annual revenue', 50),
  growthGoals: longText('Please describe your growth goals in more detail'),
  resources: longText('Please describe your resources in more detail'),
  challenges: longText('Please describe your challenges in more detail'),
  /** The money the plan's figures are written in (the client's, else the brand's); dollars when absent. */
  currency: CurrencySchema.optional(),
});

export const GrowthPlanResultSchema = z.object({
  strategy: z.object({
    phases: z
      .array(
        z.object({
          phase: outText(200),
          timeline: outText(200),
          objectives: outList(),
          actions: outList(),
          resources: outList(),
        }),
      )
      .min(1)
      .max(8),
    kpis: outList(15).min(1),
    milestones: z
      .array(z.object({ description: outText(), target: outText(500), deadline: outText(200) }))
      .max(15),
  }),
});

export type GrowthPlanRequest = z.infer<typeof GrowthPlanRequestSchema>;
export type GrowthPlanResult = z.infer<typeof GrowthPlanResultSchema>;
