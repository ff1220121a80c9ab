// Fixtures of the prefill tests: a full client file, and saved results made by the demo provider
// (real shapes, as a generation stores them).
import type { ToolSlug } from '../catalog.ts';
import { demoResult, SAMPLE_REQUESTS } from '../demo.ts';
import type { PrefillClient, PrefillSource } from '../tools/define.ts';

export const acme: PrefillClient = {
  name: 'Whitfield Physio',
  industry: 'Physiotherapy clinics',
  website: 'https://whitfield.example',
  size: 'small',
  contactName: 'Dana Whitfield',
  contactTitle: 'Clinic Director',
  contactEmail: 'dana@whitfield.example',
  revenue: '$1.2M a year',
  offering: 'Sports injury rehab and posture classes',
  pains: 'Half of new patients never book a second session, and the front desk loses about 12 hours a week to phone tag.',
  goals: 'Fill the evening slots and grow repeat bookings by 30% this year.',
  budgetSignals: 'Their receptionist is paid $42,000 a year; they would spend up to $2k a month.',
  objections: 'Tried an agency before and saw nothing.',
  notes: '',
  currency: '',
  calls: [
    { date: '2026-11-20', transcript: 'Dana: The newest call. We lose patients after the first visit and nobody follows up with them at all, which is costing us a lot every single month.' },
    { date: '2026-10-02', transcript: 'Dana: An older call about the website.' },
  ],
};

/** A client that knows its name and nothing else. */
export const bare: PrefillClient = { ...acme, industry: '', size: '', contactName: '', contactTitle: '', contactEmail: '', revenue: '', pains: '', goals: '', budgetSignals: '', calls: [] };

/** A saved result of `tool` as the demo provider writes it for the tool's sample request. */
export function saved(tool: ToolSlug, id: number, request: Record<string, unknown> = SAMPLE_REQUESTS[tool]): PrefillSource {
  return { id, tool, request, results: demoResult(tool, request) as unknown as Record<string, unknown> };
}
