/**
 * The part of CBOR (RFC 8949) Pagefind writes its index in: unsigned and negative integers, byte
 * and text strings, arrays and maps of definite length, and false, true and null. Heads are
 * written in their shortest form, as Pagefind's encoder writes them, so that a file decoded and
 * encoded again is the same bytes (`rechunk.ts` checks it before changing anything).
 */
export type CborValue = number | string | Uint8Array | boolean | null | CborValue[] | Map<CborValue, CborValue>;

const SIMPLE: Record<number, CborValue> = { 20: false, 21: true, 22: null };

export function decodeCbor(bytes: Uint8Array): CborValue {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = new TextDecoder('utf-8', { fatal: true });
  let offset = 0;

  const argument = (info: number): number => {
    if (info < 24) return info;
    const size = { 24: 1, 25: 2, 26: 4, 27: 8 }[info];
    if (size === undefined) throw new Error(`cbor: indefinite length or reserved head (${info}) at byte ${offset - 1}`);
    const at = offset;
    offset += size;
    if (size === 1) return view.getUint8(at);
    if (size === 2) return view.getUint16(at);
    if (size === 4) return view.getUint32(at);
    const big = view.getBigUint64(at);
    if (big > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`cbor: integer beyond 2^53 at byte ${at}`);
    return Number(big);
  };

  const item = (): CborValue => {
    if (offset >= bytes.length) throw new Error('cbor: unexpected end of data');
    const head = bytes[offset++];
    const major = head >> 5;
    const info = head & 31;
    if (major === 7) {
      if (!(info in SIMPLE)) throw new Error(`cbor: unsupported simple value or float (${info}) at byte ${offset - 1}`);
      return SIMPLE[info];
    }
    const n = argument(info);
    switch (major) {
      case 0:
        return n;
      case 1:
        return -1 - n;
      case 2:
        offset += n;
        return bytes.slice(offset - n, offset);
      case 3:
        offset += n;
        return text.decode(bytes.subarray(offset - n, offset));
      case 4:
        return Array.from({ length: n }, item);
      case 5: {
        const map = new Map<CborValue, CborValue>();
        for (let i = 0; i < n; i += 1) map.set(item(), item());
        return map;
      }
      default:
        throw new Error(`cbor: tags are not supported (byte ${offset - 1})`);
    }
  };

  const value = item();
  if (offset !== bytes.length) throw new Error(`cbor: ${bytes.length - offset} bytes after the value`);
  return value;
}

export function encodeCbor(value: CborValue): Uint8Array {
  const chunks: number[] = [];
  const utf8 = new TextEncoder();

  const head = (major: number, n: number) => {
    const type = major << 5;
    if (n < 24) chunks.push(type | n);
    else if (n < 0x100) chunks.push(type | 24, n);
    else if (n < 0x10000) chunks.push(type | 25, n >> 8, n & 0xff);
    else if (n < 0x100000000) chunks.push(type | 26, (n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff);
    else {
      const big = BigInt(n);
      chunks.push(type | 27, ...Array.from({ length: 8 }, (_, i) => Number((big >> BigInt(56 - 8 * i)) & 0xffn)));
    }
  };

  const item = (value: CborValue) => {
    if (typeof value === 'number') {
      if (!Number.isSafeInteger(value)) throw new Error(`cbor: only integers are supported, not ${value}`);
      if (value >= 0) head(0, value);
      else head(1, -1 - value);
    } else if (typeof value === 'string') {
      const bytes = utf8.encode(value);
      head(3, bytes.length);
      for (const byte of bytes) chunks.push(byte);
    } else if (value instanceof Uint8Array) {
      head(2, value.length);
      for (const byte of value) chunks.push(byte);
    } else if (Array.isArray(value)) {
      head(4, value.length);
      value.forEach(item);
    } else if (value instanceof Map) {
      head(5, value.size);
      for (const [key, entry] of value) {
        item(key);
        item(entry);
      }
    } else chunks.push(value === null ? 0xf6 : value ? 0xf5 : 0xf4);
  };

  item(value);
  return Uint8Array.from(chunks);
}
