// How long a sent link lives (DESIGN §11.1): 7, 14, 30 or 60 days, or a last day picked on a
// calendar (after today, at most SEND_MAX_DAYS ahead), with the day it ends said in words. The
// Share panel and the owner's preview both send with it.
import { DAY_MS, formatValidUntil } from '@growth-suite/shared';
import { dayFromToday, SEND_DAY_CHOICES, SEND_DEFAULT_DAYS, SEND_MAX_DAYS } from '@growth-suite/shared/tools/proposal/send';
import { DatePicker, Select, Space, Typography } from 'antd';
import { useId } from 'react';
import type { SendExpiry } from './sending.ts';

export type ExpiryValue = { kind: 'days'; days: number } | { kind: 'date'; day: string | null };
export const DEFAULT_EXPIRY: ExpiryValue = { kind: 'days', days: SEND_DEFAULT_DAYS };

/** The send's body; null while a date is still to be picked. */
export const expiryBody = (value: ExpiryValue): SendExpiry | null =>
  value.kind === 'days' ? { expiresInDays: value.days } : value.day ? { expiresOn: value.day } : null;

/** The last day the link works, as the client will see it ("12 Dec 2026"), in `locale` (the proposal's or the brand's). */
export const validUntilOf = (value: ExpiryValue, locale?: string): string | null =>
  value.kind === 'days' ? formatValidUntil(new Date(Date.now() + value.days * DAY_MS), locale) : value.day ? formatValidUntil(`${value.day}T12:00:00Z`, locale) : null;

export function ExpiryChoice({ value, onChange, disabled, locale }: { value: ExpiryValue; onChange: (value: ExpiryValue) => void; disabled?: boolean; locale?: string | undefined }) {
  const id = useId();
  const until = validUntilOf(value, locale);
  return (
    <Space wrap size={[8, 4]} align="center">
      <label htmlFor={id}>Link valid for</label>
      <Select
        id={id}
        style={{ minWidth: 150 }}
        disabled={disabled}
        value={value.kind === 'days' ? String(value.days) : 'date'}
        onChange={(choice: string) => onChange(choice === 'date' ? { kind: 'date', day: value.kind === 'date' ? value.day : null } : { kind: 'days', days: Number(choice) })}
        options={[...SEND_DAY_CHOICES.map((days) => ({ value: String(days), label: `${days} days` })), { value: 'date', label: 'Until a date…' }]}
      />
      {value.kind === 'date' && (
        <DatePicker
          aria-label="Last day the link works"
          disabled={disabled}
          format="YYYY-MM-DD"
          placeholder="Last day"
          disabledDate={(current) => {
            const day = current.format('YYYY-MM-DD');
            return day <= dayFromToday(0) || day > dayFromToday(SEND_MAX_DAYS);
          }}
          onChange={(_date, text) => onChange({ kind: 'date', day: typeof text === 'string' && text ? text : null })}
        />
      )}
      <Typography.Text type="secondary" data-testid="valid-until">
        {until ? `Valid until ${until}` : 'Pick the last day'}
      </Typography.Text>
    </Space>
  );
}
