import { join } from 'node:path';
import type { Clock } from '../../common/clock';
import type { AppSecret } from '../../config/app-secret';
import type { AppConfig } from '../../config/app.config';
import { PayloadSigner } from '../../config/payload-signer';
import { LocalDiskStorageDriver } from './drivers/local-disk.driver';
import type { FileStorage } from './storage';

/** The driver's module, required only when it is selected: it loads its provider's SDK. */
type S3DriverModule = typeof import('./drivers/s3.driver');

/** The folder under DATA_DIR the local driver keeps files in: docker-compose.yml's `uploads` volume. */
export const LOCAL_STORAGE_FOLDER = 'uploads';

/** The purpose download tokens are signed for: a token of another signed link is worthless here. */
const DOWNLOAD_TOKEN_PURPOSE = 'file-download';

/** The file storage STORAGE_DRIVER names (AppConfig.storageDriver: s3 when S3_BUCKET is set). */
export function createFileStorage(config: AppConfig, secret: AppSecret, clock: Clock): FileStorage {
  switch (config.storageDriver) {
    case 's3': {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the SDK loads only when selected (docs/performance.md)
      const { S3StorageDriver } = require('./drivers/s3.driver') as S3DriverModule;
      return new S3StorageDriver(
        {
          bucket: config.S3_BUCKET!,
          region: config.S3_REGION,
          endpoint: config.S3_ENDPOINT,
          accessKeyId: config.S3_ACCESS_KEY_ID,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          forcePathStyle: config.S3_FORCE_PATH_STYLE,
        },
        clock,
      );
    }
    case 'local':
      return new LocalDiskStorageDriver(
        {
          root: join(config.dataDir, LOCAL_STORAGE_FOLDER),
          publicUrl: config.PUBLIC_URL,
          signer: new PayloadSigner(secret, DOWNLOAD_TOKEN_PURPOSE),
        },
        clock,
      );
  }
}
