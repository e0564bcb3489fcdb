/**
 * Just enough DER (ITU-T X.690) to build a CMS signature and read a timestamp reply: element
 * builders that take already-encoded children, so foreign structures such as a certificate or
 * a timestamp token are embedded byte for byte, and a reader that reports where each element
 * lies so that parts can be sliced out unchanged. Definite lengths only (DER).
 */

export const TAG = {
  boolean: 0x01,
  integer: 0x02,
  octetString: 0x04,
  null: 0x05,
  oid: 0x06,
  utf8String: 0x0c,
  sequence: 0x30,
  set: 0x31,
  generalizedTime: 0x18,
} as const;

export class DerError extends Error {
  override name = "DerError";
}

function encodeLength(length: number): Uint8Array {
  if (length < 0x80) return Uint8Array.of(length);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Uint8Array.of(0x80 | bytes.length, ...bytes);
}

export function element(tag: number, ...contents: Uint8Array[]): Uint8Array {
  const body = Buffer.concat(contents);
  return new Uint8Array(Buffer.concat([Uint8Array.of(tag), encodeLength(body.length), body]));
}

export const sequence = (...items: Uint8Array[]) => element(TAG.sequence, ...items);

/** A SET OF, its elements sorted by their encodings as DER requires. */
export const setOf = (...items: Uint8Array[]) => element(TAG.set, ...[...items].sort(Buffer.compare));

export const octetString = (bytes: Uint8Array) => element(TAG.octetString, bytes);
export const nullValue = () => element(TAG.null);
export const boolean = (value: boolean) => element(TAG.boolean, Uint8Array.of(value ? 0xff : 0));
export const utf8String = (text: string) => element(TAG.utf8String, Buffer.from(text, "utf8"));

/** A context-specific constructed element: [n] EXPLICIT, or [n] IMPLICIT over a SEQUENCE/SET body. */
export const contextTag = (number: number, ...contents: Uint8Array[]) => element(0xa0 | number, ...contents);

/** An INTEGER from unsigned big-endian bytes, kept positive. */
export function unsignedInteger(bytes: Uint8Array): Uint8Array {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  const trimmed = bytes.subarray(start);
  const needsZero = trimmed.length === 0 || (trimmed[0] ?? 0) & 0x80;
  return element(TAG.integer, needsZero ? Buffer.concat([Uint8Array.of(0), trimmed]) : trimmed);
}

export const smallInteger = (value: number) => unsignedInteger(Uint8Array.of(value));

export function oid(dotted: string): Uint8Array {
  const [first = 0, second = 0, ...rest] = dotted.split(".").map(Number);
  const bytes: number[] = [];
  for (const arc of [first * 40 + second, ...rest]) {
    const chunk = [arc & 0x7f];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128))
      chunk.unshift((value & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return element(TAG.oid, Uint8Array.from(bytes));
}

export function generalizedTime(date: Date): Uint8Array {
  const text = date
    .toISOString()
    .replace(/[-:T]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return element(TAG.generalizedTime, Buffer.from(text, "ascii"));
}

export interface DerNode {
  tag: number;
  /** The whole element, header included. */
  bytes: Uint8Array;
  content: Uint8Array;
}

export function readElement(data: Uint8Array, offset = 0): DerNode {
  const tag = data[offset];
  let lengthByte = data[offset + 1];
  if (tag === undefined || lengthByte === undefined) throw new DerError("Truncated DER element");
  let length = lengthByte;
  let headerLength = 2;
  if (lengthByte & 0x80) {
    const count = lengthByte & 0x7f;
    if (count === 0 || count > 4) throw new DerError("Unsupported DER length");
    length = 0;
    for (let index = 0; index < count; index++) {
      lengthByte = data[offset + 2 + index];
      if (lengthByte === undefined) throw new DerError("Truncated DER length");
      length = length * 256 + lengthByte;
    }
    headerLength += count;
  }
  const end = offset + headerLength + length;
  if (end > data.length) throw new DerError("DER element runs past its container");
  return { tag, bytes: data.subarray(offset, end), content: data.subarray(offset + headerLength, end) };
}

export function children(node: DerNode): DerNode[] {
  const result: DerNode[] = [];
  for (let offset = 0; offset < node.content.length;) {
    const child = readElement(node.content, offset);
    result.push(child);
    offset += child.bytes.length;
  }
  return result;
}

export function decodeOid(node: DerNode): string {
  if (node.tag !== TAG.oid) throw new DerError("Expected an OBJECT IDENTIFIER");
  const arcs: number[] = [];
  let value = 0;
  for (const byte of node.content) {
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      arcs.push(value);
      value = 0;
    }
  }
  const [first = 0, ...rest] = arcs;
  const head = first < 80 ? [Math.floor(first / 40), first % 40] : [2, first - 80];
  return [...head, ...rest].join(".");
}

/** The child at `index`, or a DerError naming what was expected there. */
export function childAt(node: DerNode, index: number, expectedTag?: number): DerNode {
  const child = children(node)[index];
  if (!child || (expectedTag !== undefined && child.tag !== expectedTag)) {
    throw new DerError(`Unexpected DER structure at child ${index}`);
  }
  return child;
}
