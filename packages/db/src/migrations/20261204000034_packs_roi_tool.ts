import type { Knex } from 'knex';

// The ROI calculator became a tool (`roi-calculator`, its generator code): a pack's ROI step is now a
// generation like its other steps. Packs made before kept the step as `roi`, with its figures on the
// step (`roi`, and the value the call states as `roi.value`): the step takes the tool's name, and the
// value moves to the step's own `value`. Such a step has no saved calculation to link to; a retry of
// the pack makes one. Only the pack's job writes these rows, so rewriting them here is safe.
type Step = Record<string, unknown> & { tool?: unknown; roi?: { value?: unknown } };

const parse = (steps: unknown): Step[] => (typeof steps === 'string' ? JSON.parse(steps) : steps) as Step[];

async function rewrite(knex: Knex, from: string, to: string, move: (step: Step) => Step) {
  // Only rows naming the tool (as a quoted string: MySQL's JSON type spaces its output, MariaDB's does not).
  const rows: { id: number; steps: unknown }[] = await knex('packs').select('id', 'steps').whereRaw('steps LIKE ?', [`%"${from}"%`]);
  for (const row of rows) {
    const steps = parse(row.steps).map((step) => (step.tool === from ? move({ ...step, tool: to }) : step));
    await knex('packs').where({ id: row.id }).update({ steps: JSON.stringify(steps) });
  }
}

export async function up(knex: Knex): Promise<void> {
  await rewrite(knex, 'roi', 'roi-calculator', ({ roi, ...step }) => ({ ...step, ...(roi?.value ? { value: roi.value } : {}) }));
}

export async function down(knex: Knex): Promise<void> {
  await rewrite(knex, 'roi-calculator', 'roi', ({ value, generationId: _made, ...step }) => ({ ...step, ...(value ? { roi: { value } } : {}) }));
}
