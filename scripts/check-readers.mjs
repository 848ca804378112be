#!/usr/bin/env node
// Every decoded field and every profile option has a reader.
//  - Fields: the keys of every io-ts `t.type({...})` / `t.partial({...})` / `t.strict({...})` object in a
//    `*.codec.ts` file under core/, adapters/, ui/ and server/.
//  - A reader is a read of the name in source outside codecs, tests, profiles/ and the demo seed
//    (server/seed/, which writes fields and reads none): `x.name`, `x?.name`, `x['name']`, a 'name'
//    string (a `Pick<>` or a key list) or a destructuring `{ name }`. Writing `name: value` is no read.
//  - scripts/check-readers.allow.json names the rare field that is only passed through, each with a
//    reason; an entry without a reason, or for a name that is no field, is an error too (one for a field
//    that now has a reader only prints a note, so a reader landing elsewhere breaks nothing).
// Prints one line per field without a reader and exits 1 when there is any.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

const root = process.env.CHECK_READERS_ROOT ?? resolve(dirname(new URL(import.meta.url).pathname), '..')
const LAYERS = ['core', 'adapters', 'ui', 'server']
const walk = (dir) =>
  !existsSync(dir)
    ? []
    : readdirSync(dir).flatMap((name) => {
        const full = join(dir, name)
        if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : walk(full)
        return /\.(ts|tsx|mts)$/.test(name) && !/\.d\.ts$/.test(name) ? [full] : []
      })
const rel = (file) => relative(root, file).split(sep).join('/')
const stripComments = (src) => src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')

/** The keys at the top level of the object literal that starts at `open` (a `{`). */
const keysOfObject = (src, open) => {
  const keys = []
  let depth = 0
  let lineStart = true
  for (let i = open; i < src.length; i++) {
    const c = src[i]
    if (c === '{' || c === '(' || c === '[') depth++
    else if (c === '}' || c === ')' || c === ']') {
      depth--
      if (depth === 0) break
    } else if (depth === 1 && (lineStart || src[i - 1] === ',' || src[i - 1] === '{')) {
      const m = /^\s*(\w+)\s*:/.exec(src.slice(i, i + 80))
      if (m) keys.push(m[1])
    }
    lineStart = c === '\n'
  }
  return keys
}

const fields = new Map() // name -> first codec file declaring it
const codecFiles = LAYERS.flatMap((l) => walk(join(root, l))).filter((f) => /\.codec\.ts$/.test(f))
for (const file of codecFiles) {
  const src = stripComments(readFileSync(file, 'utf8'))
  const re = /\bt\.(?:type|partial|strict)\(\s*\{/g
  for (let m; (m = re.exec(src)); ) {
    for (const key of keysOfObject(src, m.index + m[0].length - 1)) if (!fields.has(key)) fields.set(key, rel(file))
  }
}

const readerFiles = LAYERS.flatMap((l) => walk(join(root, l))).filter((f) => {
  const r = rel(f)
  return !/\.codec\.ts$/.test(r) && !r.startsWith('server/seed/')
})
const corpus = readerFiles.map((f) => stripComments(readFileSync(f, 'utf8'))).join('\n')
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const isRead = (name) => {
  const n = escape(name)
  return [
    new RegExp(`\\??\\.${n}\\b`),
    new RegExp(`['"\`]${n}['"\`]`),
    new RegExp(`\\{[^{}=;]*\\b${n}\\b(\\s*(,|\\}|:\\s*\\w+\\s*[,}]|=))[^{};]*\\}\\s*(=[^=>]|:)`),
    new RegExp(`\\(\\s*\\{[^{}]*\\b${n}\\b[^{}]*\\}\\s*(:[^=()]*)?\\)\\s*(=>|:|\\{)`),
  ].some((re) => re.test(corpus))
}

const allowPath = join(root, 'scripts', 'check-readers.allow.json')
const allow = existsSync(allowPath) ? JSON.parse(readFileSync(allowPath, 'utf8')) : {}
const problems = []
const notes = []
for (const [name, reason] of Object.entries(allow)) {
  if (typeof reason !== 'string' || reason.trim().length < 10) problems.push(`allow-list: '${name}' needs a reason (a sentence saying why it is only passed through)`)
  else if (!fields.has(name)) problems.push(`allow-list: '${name}' is no decoded field or option any more; remove it`)
  else if (isRead(name)) notes.push(`note: allow-list: '${name}' now has a reader; it can leave the allow-list`)
}
for (const [name, file] of [...fields.entries()].sort()) {
  if (name in allow) continue
  if (!isRead(name)) problems.push(`${file}: '${name}' is decoded but nothing outside codecs and tests reads it`)
}
for (const p of [...notes, ...problems]) console.log(p)
if (problems.length > 0) process.exit(1)
console.log(`readers: ok (${fields.size} decoded fields and profile options, ${Object.keys(allow).length} allow-listed)`)
