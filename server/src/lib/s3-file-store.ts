/**
 * The files in an S3-compatible bucket (AWS S3, MinIO, Ceph, a cloud's object storage) through
 * @aws-sdk/client-s3. Objects are written with server-side encryption where it is configured,
 * and never made public nor handed out by a presigned address: the server reads them and sends
 * them after its own checks (lib/private-files.ts).
 */
import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client, ServerSideEncryption } from '@aws-sdk/client-s3';
import { checkedKey, type FileStore, type StoredStream } from './file-store.ts';

export interface ObjectStoreSettings {
  bucket: string;
  /** The store's address; unset: AWS S3 in `region`. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (the environment, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path (`https://host/bucket/key`), as most stores other than AWS want. */
  forcePathStyle: boolean;
  /** The encryption asked of the store for every object; undefined leaves it to the bucket's default. */
  serverSideEncryption?: ServerSideEncryption;
}

/** A 404 from the store: the object (or, for HEAD, anything) is not there. */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
}

type S3Library = typeof S3Sdk;

export class S3FileStore implements FileStore {
  readonly location: string;
  /**
   * The SDK is loaded when a bucket is configured, not with the server: an installation that
   * keeps its files in the local folder never holds it in memory.
   */
  private readonly sdk: Promise<{ library: S3Library; client: S3Client }>;

  constructor(private readonly settings: ObjectStoreSettings) {
    this.location = `s3://${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ` in ${settings.region}`}`;
    this.sdk = import('@aws-sdk/client-s3').then((library) => ({ library, client: this.createClient(library) }));
  }

  private createClient(library: S3Library): S3Client {
    const { settings } = this;
    return new library.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where an operation requires them: several S3-compatible stores refuse
      // the flexible checksums AWS's SDK otherwise adds to every request.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const { library, client } = await this.sdk;
    await client.send(
      new library.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: checkedKey(key),
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: contentType,
        ServerSideEncryption: this.settings.serverSideEncryption,
      }),
    );
  }

  async get(key: string): Promise<StoredStream | undefined> {
    const { library, client } = await this.sdk;
    try {
      const object = await client.send(
        new library.GetObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }),
      );
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | undefined> {
    const { library, client } = await this.sdk;
    try {
      const head = await client.send(
        new library.HeadObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }),
      );
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { library, client } = await this.sdk;
    await client.send(new library.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }));
  }

  async close(): Promise<void> {
    (await this.sdk).client.destroy();
  }
}
