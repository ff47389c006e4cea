export * from './brand-ids';
export * from './brand.schema';
export * from './flags.schema';
export * from './identities';
export * from './registry';
export * from './resolve-brand';
export * from './support';
export * from './system-variants';
