// The lines of the call a driver or the budget was read from, each with who said it.
import type { Evidence } from '@growth-suite/shared';
import { Typography } from 'antd';

export function Quotes({ evidence, label }: { evidence: readonly Evidence[] | undefined; label: string }) {
  if (!evidence || evidence.length === 0) return null;
  return (
    <ul className="value-quotes" aria-label={`What the call said: ${label}`}>
      {evidence.map((item, i) => (
        <li key={i}>
          <blockquote>
            {item.speaker && <Typography.Text strong>{item.speaker}: </Typography.Text>}“{item.quote}”
          </blockquote>
        </li>
      ))}
    </ul>
  );
}
