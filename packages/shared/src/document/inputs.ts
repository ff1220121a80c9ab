// The inputs a reader of an exported document needs (each tool lists them in its definition), with
// the form's labels and the option lists' labels. The user's e-mail is left out unless they ask for it.
import type { ToolSlug } from '../catalog.ts';
import { optionLabel } from '../options.ts';
import { toolDefinition } from '../tools.ts';
import type { DocumentInput } from '../tools/define.ts';
import { amountFigure, type DocMoney } from './money.ts';

const excerpt = (value: string, chars: number) => (value.length <= chars ? value : `${value.slice(0, chars).replace(/\s+\S*$/, '')} …`);

function show(input: DocumentInput, value: unknown, money?: DocMoney): string {
  const label = (v: string) => (input.options ? optionLabel(input.options, v) : v);
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string').map(label).join(', ');
  if (typeof value !== 'string') return '';
  if (input.money) return asMoney(value.trim(), money);
  return input.excerpt ? excerpt(value.trim(), input.excerpt) : label(value.trim());
}

function asMoney(value: string, money?: DocMoney): string {
  const plain = value.replace(/^\$/, '').replace(/,/g, '');
  return /^\d+(\.\d+)?$/.test(plain) ? amountFigure(Number(plain), money) : value;
}

/** The request as labelled lines; `includeEmail` adds the user's e-mail (only when they chose it). */
export function requestFields(tool: ToolSlug, request: Record<string, unknown>, includeEmail: boolean, money?: DocMoney) {
  const items = toolDefinition(tool)
    .document.inputs.map((input) => ({ label: input.label, value: show(input, request[input.field], money) }))
    .filter((item) => item.value !== '');
  const email = typeof request.email === 'string' ? request.email : '';
  return includeEmail && email ? [...items, { label: 'E-mail', value: email }] : items;
}
