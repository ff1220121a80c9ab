// The lines of the call a field stands on, quoted under it so the user can check it. Open on a wide
// screen; collapsed on a phone, where the quotes would push the fields apart.
import { Grid, Typography } from 'antd';

const QUOTE = { margin: '4px 0', padding: '2px 0 2px 10px', borderInlineStart: '3px solid #d9d9d9', color: 'rgba(0, 0, 0, 0.65)', overflowWrap: 'anywhere' } as const;

export function Evidence({ lines, label }: { lines: readonly string[]; label: string }) {
  const screens = Grid.useBreakpoint();
  if (lines.length === 0) {
    return (
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        Not stated in the call
      </Typography.Text>
    );
  }
  const phone = screens.md === false;
  // Remounted when the screen crosses the breakpoint, so it opens or closes with it.
  return <Quotes key={phone ? 'phone' : 'wide'} lines={lines} label={label} open={!phone} />;
}

function Quotes({ lines, label, open }: { lines: readonly string[]; label: string; open: boolean }) {
  return (
    <details open={open} style={{ fontSize: 13 }}>
      <summary style={{ cursor: 'pointer', color: 'rgba(0, 0, 0, 0.55)' }}>
        What the call said ({lines.length} {lines.length === 1 ? 'line' : 'lines'})
      </summary>
      <ul aria-label={`What the call said: ${label}`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {lines.map((line, i) => (
          <li key={i}>
            <blockquote style={QUOTE}>{line}</blockquote>
          </li>
        ))}
      </ul>
    </details>
  );
}
