import type { IncomingMessage } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'

/** The content codings the server sends, best first. */
export const CODINGS = ['br', 'gzip'] as const
export type Coding = (typeof CODINGS)[number]

/** Whether the request's `Accept-Encoding` accepts `coding` (absent or `q=0` does not). */
export const accepts = (req: Pick<IncomingMessage, 'headers'>, coding: string): boolean =>
  (req.headers['accept-encoding'] ?? '')
    .toLowerCase()
    .split(',')
    .some((part) => {
      const [name, ...params] = part.trim().split(';')
      return name?.trim() === coding && !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p))
    })

/** The best coding the client accepts (brotli, then gzip), or undefined for identity. */
export const preferredCoding = (req: Pick<IncomingMessage, 'headers'>): Coding | undefined => CODINGS.find((coding) => accepts(req, coding))

/** API answers smaller than this go uncompressed (the headers would outweigh the gain). */
export const COMPRESS_MIN_BYTES = 1024

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Compresses a dynamic answer with settings cheap enough to pay per answer (brotli quality 4, gzip level 4:
 * a 160 KB roster shrinks about 8 to 10 times in about a millisecond), on libuv's thread pool, so the request
 * loop goes on serving others meanwhile. Static files are compressed once at build time at the highest levels.
 */
export const compress = (body: Buffer, coding: Coding): Promise<Buffer> =>
  coding === 'br'
    ? brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 4 })
