export * from './contrast.ts';
export * from './logo.ts';
export * from './schema.ts';
export * from './terms.ts';
