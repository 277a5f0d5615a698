import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'

/**
 * Uploaded and generated files (product images, logos, avatars, export documents).
 * - `fs` (default): local disk under storage/uploads (UPLOADS_DIR, e.g. a shared volume), served
 *   at /uploads by app/middleware/upload_files_middleware.ts.
 * - `s3` (UPLOADS_DISK=s3): an S3-compatible bucket through @adonisjs/drive's S3 driver. Images
 *   are public objects whose URLs start with S3_PUBLIC_URL (the bucket's or a CDN's base URL);
 *   export documents are private objects, read through the drive by their own controller only.
 * docs/topology.md describes the settings and `ace uploads:migrate-to-s3`.
 */

/** Directory of the `fs` disk; also read by app/middleware/upload_files_middleware.ts. */
export const uploadsLocation = env.get('UPLOADS_DIR') ?? app.makePath('storage', 'uploads')

/** Which disk stores uploads. */
export const uploadsDisk: 'fs' | 's3' = env.get('UPLOADS_DISK') ?? 'fs'

const s3Endpoint = env.get('S3_ENDPOINT')
const s3Bucket = env.get('S3_BUCKET') ?? ''
const forcePathStyle = env.get('S3_FORCE_PATH_STYLE') ?? s3Endpoint !== undefined

if (uploadsDisk === 's3' && !s3Bucket) throw new Error('UPLOADS_DISK=s3 needs S3_BUCKET')

/**
 * Base of uploaded files' public URLs, without a trailing slash: `/uploads` on the local disk;
 * S3_PUBLIC_URL on S3, else the bucket's URL on S3_ENDPOINT (path style) or on AWS.
 */
export const uploadsPublicBase = (
  uploadsDisk === 's3'
    ? (env.get('S3_PUBLIC_URL') ??
      (s3Endpoint
        ? `${s3Endpoint.replace(/\/+$/, '')}/${s3Bucket}`
        : `https://${s3Bucket}.s3.${env.get('S3_REGION') ?? 'us-east-1'}.amazonaws.com`))
    : '/uploads'
).replace(/\/+$/, '')

/** Origin of uploaded files when they are not on this site (CSP img-src), or null. */
export const uploadsOrigin: string | null = /^https?:\/\//.test(uploadsPublicBase)
  ? new URL(uploadsPublicBase).origin
  : null

/** Settings of the S3 disk (also used by `ace uploads:migrate-to-s3`). */
export const s3Settings = {
  credentials: {
    accessKeyId: env.get('S3_ACCESS_KEY_ID') ?? '',
    secretAccessKey: env.get('S3_SECRET_ACCESS_KEY')?.release() ?? '',
  },
  region: env.get('S3_REGION') ?? 'us-east-1',
  bucket: s3Bucket,
  ...(s3Endpoint ? { endpoint: s3Endpoint } : {}),
  forcePathStyle,
  /**
   * Checksums only where S3 requires them: the SDK's default (since 3.729) sends bodies
   * aws-chunked with trailing CRC checksums, which S3-compatible servers (s3rver, older MinIO,
   * some CDNs' buckets) store verbatim instead of decoding.
   */
  requestChecksumCalculation: 'WHEN_REQUIRED' as const,
  responseChecksumValidation: 'WHEN_REQUIRED' as const,
  supportsACL: env.get('S3_SUPPORTS_ACL') ?? true,
  cdnUrl: `${uploadsPublicBase}/`,
  visibility: 'public' as const,
}

const driveConfig = defineConfig({
  default: uploadsDisk,
  services: {
    fs: services.fs({
      location: uploadsLocation,
      serveFiles: true,
      routeBasePath: '/uploads',
      visibility: 'public',
    }),
    s3: services.s3(s3Settings),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
