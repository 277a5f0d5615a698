/**
 * s3rver (an S3 fake for tests and `npm run topology`) ships no types: the part used here.
 */
declare module 's3rver' {
  interface S3rverOptions {
    port?: number
    address?: string
    silent?: boolean
    directory: string
    resetOnClose?: boolean
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[]
  }
  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
