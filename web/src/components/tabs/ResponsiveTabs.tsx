// Tabs on a desktop; on a phone, where a row of tabs does not fit and hides some behind "···",
// the same choices become a labelled native select above the active panel (the phone's own
// picker: large targets, every choice readable).
//
// Both controls are always drawn and CSS shows one per screen width (styles.css, `.responsive-tabs`).
// Choosing by a measured breakpoint instead drew tabs on the server and swapped them for the select
// after the first paint on a phone: the panel was mounted again (its nodes replaced under the reader)
// and the page shifted.
import { Tabs, type TabsProps } from 'antd';
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
  const id = useId();
  const [ownKey, setOwnKey] = useState(items[0]?.key);
  const current = activeKey ?? ownKey;
  const change = (key: string) => {
    if (activeKey === undefined) setOwnKey(key);
    onChange?.(key);
  };
  return (
    <Tabs
      className="responsive-tabs"
      items={items.map(({ text: _text, ...item }) => item)}
      activeKey={current}
      onChange={change}
      renderTabBar={(props, DefaultTabBar) => (
        <>
          <div className="tabs-select-wrap">
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
          </div>
          <DefaultTabBar {...props} />
        </>
      )}
    />
  );
}
