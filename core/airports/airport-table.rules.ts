/** `CC:AAA BBB;DD:CCC` (the generated `AIRPORTS_BY_COUNTRY` of airport-countries.data.ts) as IATA code -> alpha-2 country. */
export const parseAirportTable = (text: string): ReadonlyMap<string, string> => {
  const table = new Map<string, string>()
  for (const group of text.split(';')) {
    const [country, codes] = group.split(':')
    if (country === undefined || codes === undefined) continue
    for (const code of codes.split(' ')) if (code !== '') table.set(code, country)
  }
  return table
}

/** An airport code as a lookup takes it: trimmed and upper-cased (`' cdg'` -> `'CDG'`). */
export const normaliseAirportCode = (code: string): string => code.trim().toUpperCase()
