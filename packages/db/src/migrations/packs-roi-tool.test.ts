// A pack made when the ROI calculator was a pseudo-step: its `roi` step takes the tool's name, its
// stated value moves to the step's `value`, and the pack reads with today's schema; and back.
import { PackResponseSchema } from '@growth-suite/shared';
import { expect, it } from 'vitest';
import { findPackById, toPackResponse } from '../repositories/packs.ts';
import { personalScope } from '../repositories/workspaces.ts';
import { testUser, withTestDatabase } from '../test/database.ts';
import { down, up } from './20261204000034_packs_roi_tool.ts';

const db = withTestDatabase();

it("renames an old pack's ROI step to the tool and keeps the value the call stated, and back", async () => {
  const { knex } = db();
  const ann = await testUser(db(), 'pack-roi-ann');
  const scope = await personalScope(knex, ann);
  const figures = { annualSalary: 95_000, weeklyHours: 10, roiMultiple: 3, monthlyCostSavings: 1979, recommendedMonthlyRetainer: 660, clientNetSavings: 1319, roiPercentage: 200 };
  const old = [
    { tool: 'offer-creator', state: 'completed', generationId: 7 },
    { tool: 'roi', state: 'completed', roi: { ...figures, value: { currency: 'GBP', monthly: 1_250_000 } } },
    { tool: 'proposal', state: 'failed', error: 'Stopped' },
  ];
  const [id] = await knex('packs').insert({ user_id: ann, workspace_id: scope.workspaceId, client_id: null, transcript: null, state: 'failed', steps: JSON.stringify(old) });
  // As MySQL's JSON type writes it back: a space after each colon and comma.
  const [spaced] = await knex('packs').insert({ user_id: ann, workspace_id: scope.workspaceId, client_id: null, transcript: null, state: 'completed', steps: '[{"tool": "roi", "state": "completed", "roi": {"value": {"currency": "USD", "monthly": 500}}}]' });
  const untouched = [{ tool: 'offer-creator', state: 'queued' }];
  const [other] = await knex('packs').insert({ user_id: ann, workspace_id: scope.workspaceId, client_id: null, transcript: null, state: 'queued', steps: JSON.stringify(untouched) });

  await up(knex);
  const pack = (await findPackById(knex, Number(id)))!;
  expect(pack.steps).toEqual([old[0], { tool: 'roi-calculator', state: 'completed', value: { currency: 'GBP', monthly: 1_250_000 } }, old[2]]);
  expect(PackResponseSchema.safeParse(toPackResponse(pack)).success).toBe(true);
  expect((await findPackById(knex, Number(other)))!.steps).toEqual(untouched);
  expect((await findPackById(knex, Number(spaced)))!.steps).toEqual([{ tool: 'roi-calculator', state: 'completed', value: { currency: 'USD', monthly: 500 } }]);

  await down(knex);
  expect((await findPackById(knex, Number(id)))!.steps[1]).toEqual({ tool: 'roi', state: 'completed', roi: { value: { currency: 'GBP', monthly: 1_250_000 } } });
  await up(knex);
});
