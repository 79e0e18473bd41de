import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { ShutdownState } from './shutdown';

/** Liveness and readiness, and the instance's draining state (global: the app factory and jobs read it). */
@Global()
@Module({ controllers: [HealthController], providers: [HealthService, ShutdownState], exports: [ShutdownState] })
export class HealthModule {}
