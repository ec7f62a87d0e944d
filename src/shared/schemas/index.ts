export * from './analytics';
export * from './auth';
export * from './blog';
export * from './common';
export * from './contact';
export * from './content';
export * from './legal';
