import { appUrl } from '#config/app'
import { uploadsPublicBase } from '#config/drive'

/**
 * Public URL of a stored upload's key (`products/12/<uuid>-480.webp`): `/uploads/<key>` on the
 * local disk, `<S3_PUBLIC_URL>/<key>` on S3 (config/drive.ts). Keys are server-generated
 * (app/lib/upload_keys.ts), so they need no escaping.
 */
export function uploadUrl(key: string): string {
  return `${uploadsPublicBase}/${key}`
}

/** An upload URL as an absolute URL: `/uploads/…` on APP_URL; S3 URLs are absolute already. */
export function absoluteUploadUrl(url: string): string {
  return url.startsWith('/') ? `${appUrl}${url}` : url
}
