import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SystemInfoMessage } from './system-info-message.entity';
import { SystemController } from './system.controller';
import { SystemService } from './system.service';

@Module({
  imports: [MikroOrmModule.forFeature([SystemInfoMessage])],
  controllers: [SystemController],
  providers: [SystemService],
  exports: [SystemService],
})
export class SystemModule {}
