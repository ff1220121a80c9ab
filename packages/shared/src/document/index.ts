export * from './inputs.ts';
export * from './layouts.ts';
export * from './model.ts';
export * from './clientWork.ts';
