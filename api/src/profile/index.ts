export { ProfileModule } from './profile.module';
export { ProfileException, ProfileExceptionCode } from './profile.exception';
