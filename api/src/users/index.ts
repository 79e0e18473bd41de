import { UserPolicy } from './user-policy.entity';
import { User } from './user.entity';

export * from './user-policy.entity';
export * from './user.entity';
export * from './password-hash';
export * from './password-upgrade';

export const USER_ENTITIES = [User, UserPolicy];
export * from './sign-in-time';
export * from './profile-read';
export * from './user-lookup';
