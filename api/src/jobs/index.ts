export * from './job-definition';
export * from './job-registry';
export * from './jobs.module';
export * from './jobs.service';
export * from './payload-schema';
export * from './portal-role';
