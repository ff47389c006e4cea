export * from './fields';
export * from './message';
export * from './use-schema-form';
