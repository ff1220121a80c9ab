export * from './currency.ts';
export * from './drivers.ts';
export * from './parse.ts';
export * from './extract.ts';
