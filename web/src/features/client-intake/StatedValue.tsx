// The value the call states, as the proposal will be priced from it: its drivers and budget, each with
// the line it was read from. Read by code from the same texts the pack reads (the fields below as
// edited, then the call), never written by the model; the consultant checks them here, before saving.
import { clientValueTexts, describeBudget, describeDriver, statedValue, type MoneySettings } from '@growth-suite/shared';
import { Typography } from 'antd';
import { useMemo } from 'react';
import type { ReviewValues } from './review.ts';
import './stated-value.css';

export function StatedValue({ fields, transcript, money }: { fields: Pick<ReviewValues, 'budgetSignals' | 'pains' | 'notes' | 'goals'>; transcript: string; money: MoneySettings }) {
  const { currency, locale } = money;
  const { budgetSignals, pains, notes, goals } = fields;
  const value = useMemo(() => statedValue(clientValueTexts({ budgetSignals, pains, notes, goals }, transcript), currency), [budgetSignals, pains, notes, goals, transcript, currency]);
  const rows = [
    ...value.drivers.map((driver) => ({ text: describeDriver(driver, currency, locale), quote: driver.evidence?.[0]?.quote })),
    ...(value.budget ? [{ text: `Stated budget: ${describeBudget(value.budget, currency, locale)}`, quote: value.budget.evidence?.[0]?.quote }] : []),
  ];
  return (
    <section className="stated-value" aria-labelledby="stated-value-title">
      <Typography.Title level={5} id="stated-value-title" style={{ marginTop: 0 }}>
        The value the call states ({currency})
      </Typography.Title>
      {rows.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          The call states no figures in {currency} a proposal can be priced from (hours and pay, clients won and what one is worth, a cost, a budget). The proposal starts from one
          person’s hours, for you to change.
        </Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph type="secondary">The proposal’s fees start from these: read from the call by the app, not by AI. The client can move them on the proposal.</Typography.Paragraph>
          <ul className="stated-value-list">
            {rows.map((row, i) => (
              <li key={i}>
                <span className="stated-value-text">{row.text}</span>
                {row.quote && <blockquote className="stated-value-quote">“{row.quote}”</blockquote>}
              </li>
            ))}
          </ul>
        </>
      )}
      {value.otherCurrency.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Not used, as stated in another currency: {value.otherCurrency.map((amount) => amount.text).join(', ')}.
        </Typography.Paragraph>
      )}
    </section>
  );
}
