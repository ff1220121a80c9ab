export * from './inputs.ts';
export * from './layouts.ts';
export * from './model.ts';
export * from './money.ts';
export * from './agreement.ts';
export * from './clientWork.ts';
