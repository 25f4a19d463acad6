import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { OnModuleDestroy } from '@nestjs/common';
import { Readable } from 'node:stream';
import type { Clock } from '../../../common/clock';
import { attachmentDisposition, DOWNLOAD_CACHE_CONTROL, linkLifetime, safeFileName } from '../download-links';
import { FileStorage, type DownloadLinkOptions, type OpenedFile, type StoredFileInfo } from '../storage';
import { assertStorageKey } from '../storage-keys';
import { checkUpload, UNKNOWN_BINARY, type UploadRules } from '../upload-checks';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service's origin (MinIO, R2, Spaces...); unset: AWS's own for the region. */
  endpoint?: string;
  /** Both or neither; neither: the SDK's default chain (environment, shared files, the instance's role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key`, as most S3-compatible services want. */
  forcePathStyle: boolean;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * Files as objects of one S3 bucket (or an S3-compatible service's), one object per key. An upload is one
 * PutObject when it fits in one part (5 MB), else a multipart upload that is aborted when anything fails,
 * so a failed upload never becomes an object. Download links are presigned GETs that name the attachment.
 */
export class S3StorageDriver extends FileStorage implements OnModuleDestroy {
  readonly driver = 's3';
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    private readonly clock: Clock,
  ) {
    super();
    const { region, endpoint, forcePathStyle, accessKeyId, secretAccessKey } = settings;
    this.client = new S3Client({
      region,
      endpoint,
      forcePathStyle,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // Checksums only where S3 requires them: several S3-compatible services refuse the newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer | Readable, rules: UploadRules): Promise<StoredFileInfo> {
    assertStorageKey(key);
    const upload = await checkUpload(body, rules);
    try {
      await new Upload({
        client: this.client,
        params: { Bucket: this.settings.bucket, Key: key, Body: upload.body, ContentType: upload.contentType },
      }).done();
    } catch (error) {
      upload.body.destroy();
      // The upload's own failure (too large, the source's error) says more than the abort that followed it.
      throw upload.failure() ?? error;
    }
    return { key, size: upload.bytesRead(), contentType: upload.contentType };
  }

  async open(key: string): Promise<OpenedFile | null> {
    assertStorageKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return {
        key,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? UNKNOWN_BINARY,
        body: object.Body as Readable,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    assertStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { key, size: head.ContentLength ?? 0, contentType: head.ContentType ?? UNKNOWN_BINARY };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async signedDownloadUrl(key: string, options: DownloadLinkOptions): Promise<string> {
    assertStorageKey(key);
    const command = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: key,
      ResponseContentDisposition: attachmentDisposition(safeFileName(options.fileName, key)),
      ResponseCacheControl: DOWNLOAD_CACHE_CONTROL,
    });
    return getSignedUrl(this.client, command, { expiresIn: linkLifetime(options), signingDate: this.clock.now() });
  }

  onModuleDestroy() {
    this.client.destroy();
  }
}
