// Tabs on a desktop; on a phone, where a row of tabs does not fit and hides some behind "···",
// the same choices become a labelled select above the active panel.
import { Grid, Select, Tabs, type TabsProps } from 'antd';
import { useState } from 'react';

type Item = NonNullable<TabsProps['items']>[number];

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
  const [ownKey, setOwnKey] = useState(items[0]?.key);
  const current = activeKey ?? ownKey;
  const change = (key: string) => {
    if (activeKey === undefined) setOwnKey(key);
    onChange?.(key);
  };
  // Before the first measurement `sm` is undefined: render tabs, as on a desktop.
  if (screens.sm !== false) return <Tabs items={items} activeKey={current} onChange={change} />;
  const active = items.find((item) => item.key === current) ?? items[0];
  return (
    <div>
      <Select
        aria-label={label}
        value={current}
        onChange={change}
        options={items.map((item) => ({ value: item.key, label: item.label }))}
        style={{ width: '100%', marginBottom: 16 }}
      />
      <div role="region" aria-label={typeof active?.label === 'string' ? active.label : label}>
        {active?.children}
      </div>
    </div>
  );
}
