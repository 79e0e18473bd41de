import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { LocalFileStorage } from '../../common/storage/file-storage';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.token';
import { CoreModule } from '../../core';
import { CERTIFICATE_STORAGE } from './certificate-storage';
import { CertificatesController } from './certificates.controller';
import { CertificatesService } from './certificates.service';

/** Certificates of insurance (issue 16). PDFs go through the file storage port (local adapter under DATA_DIR/certificate-files). */
@Module({
  imports: [CoreModule],
  controllers: [CertificatesController],
  providers: [
    CertificatesService,
    {
      provide: CERTIFICATE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalFileStorage(join(config.dataDir, 'certificate-files')),
    },
  ],
  exports: [CertificatesService],
})
export class CertificatesModule {}
