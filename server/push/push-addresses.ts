import { BlockList, isIP } from 'node:net'

/**
 * Addresses a push must never be sent to (issue 25, SSRF): this host and its neighbours. IPv4 loopback,
 * "this network", private (RFC 1918), CGNAT (RFC 6598), link-local (the cloud metadata address
 * 169.254.169.254 among them), IETF protocol and documentation ranges, benchmarking, multicast and
 * reserved/broadcast; IPv6 unspecified, loopback, IPv4-mapped (checked as the IPv4 address it maps),
 * NAT64, 6to4 and Teredo (they embed an IPv4 address), discard, documentation, unique-local, link-local,
 * site-local and multicast.
 */
const BLOCKED: BlockList = (() => {
  const list = new BlockList()
  const v4: ReadonlyArray<readonly [string, number]> = [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.88.99.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ]
  const v6: ReadonlyArray<readonly [string, number]> = [
    ['::', 128],
    ['::1', 128],
    ['64:ff9b::', 96],
    ['64:ff9b:1::', 48],
    ['100::', 64],
    ['2001::', 32],
    ['2001:db8::', 32],
    ['2002::', 16],
    ['fc00::', 7],
    ['fe80::', 10],
    ['fec0::', 10],
    ['ff00::', 8],
  ]
  for (const [address, prefix] of v4) list.addSubnet(address, prefix, 'ipv4')
  // No ::ffff:0:0/96 here: BlockList checks IPv4 addresses against IPv6 rules as mapped addresses, so that rule
  // would block every IPv4 address; mapped addresses are checked as the IPv4 address they map (below).
  for (const [address, prefix] of v6) list.addSubnet(address, prefix, 'ipv6')
  return list
})()

/** `::ffff:a.b.c.d` and `::ffff:xxxx:yyyy`: the IPv4 address an IPv4-mapped IPv6 address stands for. */
const mappedIpv4 = (address: string): string | undefined => {
  const dotted = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (dotted?.[1] !== undefined) return dotted[1]
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address)
  if (hex?.[1] === undefined || hex[2] === undefined) return undefined
  const high = parseInt(hex[1], 16)
  const low = parseInt(hex[2], 16)
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`
}

/**
 * Whether a resolved address (as `dns.lookup` gives it: dotted IPv4 or IPv6 text, brackets and zone
 * removed) is a public unicast address a push may go to. Anything that is not an IP address is not.
 */
export const isPublicAddress = (address: string): boolean => {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const family = isIP(plain)
  if (family === 0) return false
  if (family === 4) return !BLOCKED.check(plain, 'ipv4')
  const mapped = mappedIpv4(plain)
  if (mapped !== undefined) return isIP(mapped) === 4 && !BLOCKED.check(mapped, 'ipv4')
  return !BLOCKED.check(plain, 'ipv6')
}
