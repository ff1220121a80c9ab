// One line per metric: measured value, its baseline from the same run, the ratio and the goal.

export interface Line {
  metric: string;
  value: string;
  baseline: string;
  ratio: string;
  goal: string;
  pass: boolean | null; // null = informational
}

export const lines: Line[] = [];

export function report(line: Line) {
  lines.push(line);
  const verdict = line.pass === null ? 'info' : line.pass ? 'PASS' : 'MISS';
  console.log(`[bench] ${line.metric}: ${line.value} | baseline ${line.baseline} | ratio ${line.ratio} | goal ${line.goal} | ${verdict}`);
}

export function markdown(meta: Record<string, string>): string {
  const header = ['| metric | measured | baseline | ratio | goal | result |', '|---|---|---|---|---|---|'];
  const rows = lines.map(
    (l) => `| ${l.metric} | ${l.value} | ${l.baseline} | ${l.ratio} | ${l.goal} | ${l.pass === null ? 'info' : l.pass ? 'PASS' : 'MISS'} |`,
  );
  const facts = Object.entries(meta).map(([k, v]) => `- ${k}: ${v}`);
  return ['# Benchmark results', '', 'Produced by `npm run bench` (see bench/README.md). Medians of interleaved A/B runs on loopback.', '', ...facts, '', ...header, ...rows, ''].join('\n');
}
