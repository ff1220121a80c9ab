// The brand's texts and accent colour: react-hook-form checked with the api's own zod schema, so a
// colour too light to read on white is refused here with the same message as on the server.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BRAND_LIMITS,
  BrandUpdateRequestSchema,
  contrastRatio,
  CURRENCIES,
  DEFAULT_ACCENT,
  feeTax,
  formatMoney,
  groupThousands,
  HEX_COLOR,
  MADE_WITH_TEXT,
  preparedLine,
  suggestedTaxName,
  type BrandUpdateRequest,
  type Currency,
} from '@growth-suite/shared';
import type { BrandResponse } from '@growth-suite/shared/contract';
import { Button, Card, ColorPicker, Form, Radio, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../components/form/Field.tsx';
import { NumberField, SelectField, TextAreaField, TextField } from '../../components/form/controls.tsx';
import type { z } from 'zod';
import { applyServerErrors } from '../../components/form/serverErrors.ts';
import { errorMessage } from '../../lib/api.ts';
import { useSaveBrand } from '../../lib/brand.ts';
import { useToast } from '../../lib/toast.ts';

const FIELDS = ['firmName', 'senderName', 'signature', 'accentColor', 'currency', 'locale', 'terms', 'taxIncluded', 'taxRate', 'taxName'];
type FormInput = z.input<typeof BrandUpdateRequestSchema>;

const valuesOf = (brand: BrandResponse): FormInput => ({
  firmName: brand.firmName,
  senderName: brand.senderName,
  signature: brand.signature,
  accentColor: brand.accentColor,
  currency: brand.currency as Currency,
  locale: brand.locale,
  terms: brand.terms,
  taxIncluded: brand.taxIncluded,
  taxRate: brand.taxRate,
  // A brand that never named its tax starts with its region's usual name (VAT, GST, Sales tax).
  taxName: brand.taxName || suggestedTaxName(brand.locale),
});

/** The example fee the form shows its tax on: 4,500 of the brand's currency. */
const EXAMPLE_FEE = 450_000;

const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));
/** Common languages and regions; the brand's own stays listed when it is another. */
const LOCALES = ['en-GB', 'en-US', 'en-IE', 'en-CA', 'en-AU', 'en-NZ', 'de-DE', 'fr-FR', 'nl-NL', 'es-ES', 'it-IT', 'sv-SE', 'da-DK', 'nb-NO', 'de-CH', 'en-SG', 'en-ZA', 'en-IN', 'ja-JP'];
const localeOptions = (current: string) => [...new Set([current, ...LOCALES].filter(Boolean))].map((tag) => ({ value: tag, label: tag }));

/** `readOnly`: a team member's view of the team's brand (its admins edit it): every control off, no Save. */
export function BrandForm({ brand, logoUrl, readOnly = false }: { brand: BrandResponse; logoUrl: string | null; readOnly?: boolean }) {
  const save = useSaveBrand();
  const toast = useToast();
  const { control, handleSubmit, reset, setError, trigger } = useForm<FormInput, unknown, BrandUpdateRequest>({
    resolver: zodResolver(BrandUpdateRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: valuesOf(brand),
  });
  useEffect(() => reset(valuesOf(brand)), [brand, reset]);
  const [firmName, accentColor, currency, locale, taxIncluded, taxRate, taxName] = useWatch({ control, name: ['firmName', 'accentColor', 'currency', 'locale', 'taxIncluded', 'taxRate', 'taxName'] });
  const accent = HEX_COLOR.test(accentColor ?? '') ? accentColor! : DEFAULT_ACCENT;

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success('Brand saved', 'Your documents and shared pages now carry it.');
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      toast.error('Brand not saved', errorMessage(error));
    }
  });

  return (
    <Form layout="vertical" component={false} disabled={readOnly}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Brand">
        <Card title="Firm">
          <TextField control={control} name="firmName" label="Firm name" autoComplete="organization" extra={`"Prepared for {client} by {firm}" and the footer of every document. Up to ${BRAND_LIMITS.firmName} characters.`} />
          <TextField control={control} name="senderName" label="Sender name" autoComplete="name" extra={`Who signs what you send. Up to ${BRAND_LIMITS.senderName} characters.`} />
          <TextAreaField control={control} name="signature" label="Signature" rows={3} extra={`Closes a cold email sequence's document. Up to ${groupThousands(BRAND_LIMITS.signature)} characters.`} />
          <Field
            control={control}
            name="accentColor"
            label="Accent colour"
            extra={`Headings and table headers. It must read well as text on white (contrast at least 4.5:1). Empty: the default blue.`}
            render={({ id, value, onChange, onBlur }) => {
              const hex = typeof value === 'string' && HEX_COLOR.test(value) ? value : '';
              return (
                <Space wrap>
                  <ColorPicker
                    value={hex || DEFAULT_ACCENT}
                    disabledAlpha
                    format="hex"
                    onChangeComplete={(color) => {
                      onChange(color.toHexString());
                      // Said at once: a colour too light to read is refused as it is picked.
                      void trigger('accentColor');
                    }}
                    onOpenChange={(open) => (open ? undefined : onBlur())}
                  >
                    <Button id={id} aria-label={`Accent colour: ${hex || 'default'}`}>
                      <span className="brand-swatch" style={{ background: hex || DEFAULT_ACCENT }} aria-hidden="true" /> {hex || 'Default'}
                    </Button>
                  </ColorPicker>
                  {hex && <Typography.Text type="secondary">Contrast on white {contrastRatio(hex, '#ffffff').toFixed(1)}:1</Typography.Text>}
                  {hex && (
                    <Button type="link" onClick={() => onChange('')}>
                      Use the default
                    </Button>
                  )}
                </Space>
              );
            }}
          />
        </Card>
        <Card title="Money and terms" style={{ marginTop: 16 }}>
          <SelectField control={control} name="currency" label="Currency" options={CURRENCY_OPTIONS} extra="New documents are priced in it; a client file can name its own." />
          <SelectField
            control={control}
            name="locale"
            label="Number and date format"
            options={localeOptions(brand.locale)}
            extra={`For example ${currency && locale ? formatMoney(250_000, currency, locale) : '£2,500'}, in documents and the pages your clients open.`}
          />
          <Field
            control={control}
            name="taxIncluded"
            label="Tax on your fees"
            extra="Every fee your clients read says so, in documents, on the page your client opens and in the acceptance."
            render={({ id, value, onChange, onBlur }) => (
              <Radio.Group id={id} value={value === true} onChange={(event) => onChange(event.target.value === true)} onBlur={onBlur}>
                <Radio value={false}>Fees exclude tax (it is added)</Radio>
                <Radio value={true}>Fees include tax</Radio>
              </Radio.Group>
            )}
          />
          <Space wrap align="start" size="middle">
            <NumberField control={control} name="taxRate" label="Tax rate" suffix="%" step={1} extra="0 to 100, up to two decimals. 0: no tax is stated." />
            <TextField control={control} name="taxName" label="Tax name" extra={`VAT, GST, Sales tax… Up to ${BRAND_LIMITS.taxName} characters.`} />
          </Space>
          <Typography.Paragraph type="secondary" data-testid="tax-example">
            {taxExample(currency, locale, { included: taxIncluded === true, rate: typeof taxRate === 'number' ? taxRate : 0, name: taxName ?? '' })}
          </Typography.Paragraph>
          <TextAreaField control={control} name="terms" label="Terms" rows={6} extra={`Closes every quote you send and its PDF (Markdown). Empty: the standard terms. Up to ${groupThousands(BRAND_LIMITS.terms)} characters.`} />
          {!readOnly && (
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              Save brand
            </Button>
          )}
        </Card>
        <Card title="How a document starts and ends" style={{ marginTop: 16 }}>
          <div className="brand-preview">
            {logoUrl && <img src={logoUrl} alt="" className="brand-preview-logo" />}
            <p className="brand-preview-title" style={{ color: accent }}>
              Growth plan for Your Client
            </p>
            <p className="brand-preview-subtitle">{preparedLine('Your Client', (firmName ?? '').trim())}</p>
            <p className="brand-preview-footer">{[(firmName ?? '').trim(), MADE_WITH_TEXT].filter(Boolean).join(' · ')}</p>
          </div>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            The "{MADE_WITH_TEXT}" line shows while the administrator keeps it on.
          </Typography.Paragraph>
        </Card>
      </form>
    </Form>
  );
}


/** A fee as clients will read it under the settings being typed: "A fee of £4,500 reads: £4,500 excl. VAT (…)". */
function taxExample(currency: Currency | undefined, locale: string | undefined, tax: { included: boolean; rate: number; name: string }): string {
  if (!currency || !locale) return '';
  const fee = formatMoney(EXAMPLE_FEE, currency, locale);
  const stated = tax.rate > 0 && tax.rate <= 100 ? feeTax(EXAMPLE_FEE, tax, currency, locale).text : '';
  return stated ? `A fee of ${fee} reads: ${fee} ${stated}.` : `No tax is stated: a fee of ${fee} reads "${fee}".`;
}
