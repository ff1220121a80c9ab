export * from './currency.ts';
export * from './drivers.ts';
export * from './schemas.ts';
export * from './describe.ts';
export { upgradeInvestment, upgradeRequest, upgradeValueInputs } from './legacy.ts';
export * from './fields.ts';
export * from './parse.ts';
export * from './extract.ts';
export * from './stated.ts';
