export * from './currency.ts';
export * from './drivers.ts';
