export { ProfileModule } from './profile.module';
export { ProfileException, ProfileExceptionCode } from './profile.exception';
export { WithDeliveryChannels } from './dto/delivery-channels.reply';
