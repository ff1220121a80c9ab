// Tabs on a desktop; on a phone, where a row of tabs does not fit and hides some behind "···",
// the same choices become a labelled native select above the active panel (the phone's own
// picker: large targets, every choice readable).
import { Grid, Tabs, type TabsProps } from 'antd';
import { useId, useState } from 'react';

type Item = NonNullable<TabsProps['items']>[number] & {
  /** The choice as plain text, for the select (defaults to a string label, else the key). */
  text?: string;
};

export function ResponsiveTabs({
  items,
  activeKey,
  onChange,
  label,
}: {
  items: Item[];
  activeKey?: string;
  onChange?: (key: string) => void;
  /** Names the select on a phone ("Section", "Tool", …). */
  label: string;
}) {
  const screens = Grid.useBreakpoint();
  const id = useId();
  const [ownKey, setOwnKey] = useState(items[0]?.key);
  const current = activeKey ?? ownKey;
  const change = (key: string) => {
    if (activeKey === undefined) setOwnKey(key);
    onChange?.(key);
  };
  // Before the first measurement `sm` is undefined: render tabs, as on a desktop.
  if (screens.sm !== false) return <Tabs items={items.map(({ text: _text, ...item }) => item)} activeKey={current} onChange={change} />;
  const active = items.find((item) => item.key === current) ?? items[0];
  return (
    <div>
      <label htmlFor={id} className="tabs-select-label">
        {label}
      </label>
      <select id={id} className="tabs-select" value={current} onChange={(event) => change(event.target.value)}>
        {items.map((item) => (
          <option key={item.key} value={item.key}>
            {item.text ?? (typeof item.label === 'string' ? item.label : item.key)}
          </option>
        ))}
      </select>
      <div>{active?.children}</div>
    </div>
  );
}
