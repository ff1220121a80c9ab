// The proposal form's value: its currency, each value driver the call states (time saved, revenue
// gained, cost avoided) with its inputs, and the budget the client named. Money is typed in major units
// and kept in minor ones (NumberField's minorUnits); every limit and message is the request schema's.
import { CURRENCIES, currencySymbol, DRIVER_FIELDS, DRIVER_LABELS, DRIVER_LIMITS, DRIVER_KINDS, minorPerMajor, type Currency, type DriverKind, type ValueDriver } from '@growth-suite/shared';
import type { ProposalRequestFields } from '@growth-suite/shared/tools/proposal';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Space, Switch, Typography } from 'antd';
import { useController, useFieldArray, useWatch, type Control, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { NumberField, SelectField } from '../../components/form/controls.tsx';

type FormValues = z.input<typeof ProposalRequestFields>;
type Path = FieldPath<FormValues>;

const PERIOD_OPTIONS = [
  { value: 'month', label: 'a month' },
  { value: 'year', label: 'a year' },
] as const;
const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

/** A new driver of `kind`, its figures blank (null, as a cleared box) for the user to fill: never a made-up value. */
function blank(kind: DriverKind) {
  if (kind === 'time') return { kind, people: 1, hoursPerWeek: null, annualCostPerPerson: null };
  if (kind === 'revenue') return { kind, unitsPerMonth: null, valuePerUnit: null, margin: null };
  return { kind, amount: null, period: 'month' };
}

export function ValueInputsEditor({ control, locale }: { control: Control<FormValues>; locale: string }) {
  const drivers = useFieldArray({ control, name: 'valueInputs.drivers' as never, keyName: 'key' });
  const [currency, budget] = useWatch({ control, name: ['currency', 'valueInputs.budget'] }) as [Currency, FormValues['valueInputs']['budget']];
  const symbol = currencySymbol(currency, locale);
  const minor = minorPerMajor(currency);

  return (
    <section aria-label="What the work is worth">
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <SelectField control={control} name="currency" label="Currency" options={CURRENCY_OPTIONS} extra="Fees, values and documents use it." />
        </Col>
        <Col xs={24} md={8}>
          <NumberField control={control} name="floor" label={`Lowest monthly fee (${currency})`} prefix={symbol} minorUnits={minor} thousands step={100} />
        </Col>
      </Row>
      <Typography.Title level={5}>Sources of value</Typography.Title>
      {drivers.fields.map((item, i) => {
        const kind = (item as unknown as ValueDriver).kind;
        return (
          <Card
            key={item.key}
            size="small"
            style={{ marginBottom: 12 }}
            title={DRIVER_LABELS[kind]}
            extra={
              <Button size="small" onClick={() => drivers.remove(i)} disabled={drivers.fields.length === 1} aria-label={`Remove ${DRIVER_LABELS[kind]} ${i + 1}`}>
                Remove
              </Button>
            }
          >
            <Row gutter={16}>
              {DRIVER_FIELDS[kind].map((field) => (
                <Col xs={24} md={8} key={field.key}>
                  <NumberField
                    control={control}
                    name={`valueInputs.drivers.${i}.${field.key}` as Path}
                    label={field.label.charAt(0).toUpperCase() + field.label.slice(1)}
                    {...(field.unit === 'money' ? { prefix: symbol, minorUnits: minor, thousands: true } : field.unit === 'percent' ? { suffix: '%', scale: 100 } : {})}
                    step={field.step}
                  />
                </Col>
              ))}
              {kind === 'cost' && (
                <Col xs={24} md={8}>
                  <SelectField control={control} name={`valueInputs.drivers.${i}.period` as Path} label="Per" options={PERIOD_OPTIONS} />
                </Col>
              )}
            </Row>
          </Card>
        );
      })}
      {drivers.fields.length < DRIVER_LIMITS.drivers.max && (
        <Space wrap style={{ marginBottom: 16 }}>
          {DRIVER_KINDS.map((kind) => (
            <Button key={kind} icon={<PlusOutlined />} onClick={() => drivers.append(blank(kind) as never)}>
              {`Add ${DRIVER_LABELS[kind].toLowerCase()}`}
            </Button>
          ))}
        </Space>
      )}
      <Budget control={control} on={Boolean(budget)} symbol={symbol} minor={minor} />
    </section>
  );
}

/** The budget the client named: off (null) until switched on, then its range and period. */
function Budget({ control, on, symbol, minor }: { control: Control<FormValues>; on: boolean; symbol: string; minor: number }) {
  const { field } = useController({ control, name: 'valueInputs.budget' as Path });
  return (
    <>
      <Space style={{ marginBottom: 12 }} align="start">
        <Switch checked={on} onChange={(next) => field.onChange(next ? { min: null, max: null, period: 'month' } : null)} aria-label="The client stated a budget" />
        <Typography.Text>The client stated a budget (the middle tier lands in it when the value carries it)</Typography.Text>
      </Space>
      {on && (
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <NumberField control={control} name={'valueInputs.budget.min' as Path} label="Budget from" prefix={symbol} minorUnits={minor} thousands step={100} />
          </Col>
          <Col xs={24} md={8}>
            <NumberField control={control} name={'valueInputs.budget.max' as Path} label="Budget up to" prefix={symbol} minorUnits={minor} thousands step={100} />
          </Col>
          <Col xs={24} md={8}>
            <SelectField control={control} name={'valueInputs.budget.period' as Path} label="Per" options={PERIOD_OPTIONS} />
          </Col>
        </Row>
      )}
    </>
  );
}
