export { AccountModule } from './account.module';
export { AccountService } from './account.service';
export { EmailCodeService } from './email-code.service';
export { AccountException, AccountExceptionCode, ACCOUNT_MESSAGES } from './account.exception';
export * from './entities';
