import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import {
  TEXT_ALLOWED_CHARACTERS,
  disallowedCharacters,
  isAllowedTextCharacter,
  normaliseText,
  validateText,
} from '../../../core/shared/validation/text.rules'

const Normalise = suite('normaliseText')

Normalise('"Text is trimmed"', () => {
  assert.is(normaliseText('  Flight crew  \n'), 'Flight crew')
})

Normalise('"Typographic quotes and dashes are normalised to plain ones": quotes', () => {
  assert.is(normaliseText('‘a’ ‚b‛ “c” „d‟ 5′ 6″'), `'a' 'b' "c" "d" 5' 6"`)
})

Normalise('"Typographic quotes and dashes are normalised to plain ones": dashes and minus', () => {
  assert.is(normaliseText('a‐b‑c‒d–e—f―g−h'), 'a-b-c-d-e-f-g-h')
})

Normalise('a no-break space becomes a space and CRLF becomes a newline', () => {
  assert.is(normaliseText('a\u00A0b\r\nc\rd'), 'a b\nc\nd')
})

Normalise.run()

const Validate = suite('validateText')

Validate('"Required fields show \'This field is required\'"', () => {
  assert.equal(validateText('   ', { required: true }), E.left({ key: 'required' }))
  assert.equal(validateText('', {}), E.right(''))
})

Validate('"Maximum length shows \'Cannot be longer than ${max} characters\'"', () => {
  assert.equal(validateText('abcdef', { max: 5 }), E.left({ key: 'maxLength', params: { max: 5 } }))
  assert.equal(validateText('  abcde  ', { max: 5 }), E.right('abcde'))
})

Validate('"Only English letters, numbers, space and simple special characters (for example . ? ! , - : & @ + #) are allowed"', () => {
  const sample = `Gate B12: OK? Yes! a,b - c & d @ e + f # g 'h' "i" /j (k); l_m = n * 5%`
  assert.equal(validateText(sample, {}), E.right(sample))
})

Validate('"Otherwise the message is \'Following characters are not allowed: ...\'": distinct, in order of appearance', () => {
  assert.equal(
    validateText('Zürich über Köln ü', {}),
    E.left({ key: 'charactersNotAllowed', params: { characters: 'ü ö' } }),
  )
})

Validate('typographic characters are normalised before the character check', () => {
  assert.equal(validateText('“Crew’s” — rest', {}), E.right(`"Crew's" - rest`))
})

Validate('control characters and tabs are reported as U+XXXX', () => {
  assert.equal(validateText('a\tb\u0007', {}), E.left({ key: 'charactersNotAllowed', params: { characters: 'U+0009 U+0007' } }))
})

Validate('newlines are refused on one line and allowed with multiline', () => {
  assert.equal(validateText('a\nb', {}), E.left({ key: 'charactersNotAllowed', params: { characters: 'U+000A' } }))
  assert.equal(validateText('a\r\nb', { multiline: true }), E.right('a\nb'))
})

Validate('an emoji is one offending character and counts as one for the length', () => {
  assert.equal(validateText('ok 🙂🙂', {}), E.left({ key: 'charactersNotAllowed', params: { characters: '🙂' } }))
  assert.equal(validateText('🙂🙂', { max: 2 }), E.left({ key: 'charactersNotAllowed', params: { characters: '🙂' } }))
  assert.equal(validateText('🙂🙂🙂', { max: 2 }), E.left({ key: 'maxLength', params: { max: 2 } }))
})

Validate('the allowed set holds letters, digits, space and . ? ! , - : & @ + # \' " / ( ) ; _ = * %', () => {
  for (const c of `Aa0 .?!,-:&@+#'"/();_=*%`) assert.ok(isAllowedTextCharacter(c), c)
  for (const c of ['é', '\t', '<', '$', '\n']) assert.not.ok(isAllowedTextCharacter(c), c)
})

Validate('property: validateText never throws for any string and options', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), fc.boolean(), fc.option(fc.nat(50), { nil: undefined }), fc.boolean(), (s, required, max, multiline) => {
      const options = max === undefined ? { required, multiline } : { required, max, multiline }
      validateText(s, options)
      normaliseText(s)
    }),
    { numRuns: 1000 },
  )
})

Validate('property: accepted output contains only the allowed set; a refusal reports only characters not allowed', () => {
  const typographic = fc.constantFrom('‘', '’', '“', '”', '–', '—', '−', '\u00A0')
  const anyChar = fc.oneof(fc.constantFrom(...TEXT_ALLOWED_CHARACTERS), typographic, fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }))
  fc.assert(
    fc.property(fc.array(anyChar, { maxLength: 40 }), fc.boolean(), (chars, multiline) => {
      const input = chars.join('')
      const result = validateText(input, { multiline })
      if (E.isRight(result)) {
        assert.is(result.right, result.right.trim())
        for (const c of result.right) assert.ok(isAllowedTextCharacter(c, multiline))
      } else {
        assert.is(result.left.key, 'charactersNotAllowed')
        const bad = disallowedCharacters(normaliseText(input), multiline)
        assert.ok(bad.length > 0)
        for (const c of bad) assert.not.ok(isAllowedTextCharacter(c, multiline))
      }
    }),
    { numRuns: 1000 },
  )
})

Validate('property: normalising twice changes nothing', () => {
  fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => normaliseText(normaliseText(s)) === normaliseText(s)), { numRuns: 1000 })
})

Validate.run()
