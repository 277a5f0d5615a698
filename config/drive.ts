import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'

/**
 * Uploaded and generated files (product images, logos). Local disk under storage/uploads by
 * default, served at /uploads; point UPLOADS_DIR elsewhere (e.g. a shared volume) when scaling out.
 */
const driveConfig = defineConfig({
  default: 'fs',
  services: {
    fs: services.fs({
      location: env.get('UPLOADS_DIR') ?? app.makePath('storage', 'uploads'),
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
