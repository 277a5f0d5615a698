import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'

/**
 * Uploaded and generated files (product images, logos). Local disk under storage/uploads by
 * default, served at /uploads; point UPLOADS_DIR elsewhere (e.g. a shared volume) when scaling out.
 */
/** Directory of the `fs` disk; also read by app/middleware/upload_files_middleware.ts. */
export const uploadsLocation = env.get('UPLOADS_DIR') ?? app.makePath('storage', 'uploads')

const driveConfig = defineConfig({
  default: 'fs',
  services: {
    fs: services.fs({
      location: uploadsLocation,
      serveFiles: true,
      routeBasePath: '/uploads',
      visibility: 'public',
    }),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
