// For tests of the board's photos along the build's path: a loopback stand-in
// for the content service (it answers every query with `answer`) and for the
// image CDN (it serves one generated PNG under /images/). No photo of anyone.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { deflateSync } from "node:zlib";

/** A PNG of one solid colour, encoded here. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crc32 = (bytes: Buffer) => {
    let crc = ~0;
    for (const byte of bytes) {
      crc ^= byte;
      for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
    }
    return ~crc >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export interface PhotoService {
  /** Its address, for VITE_SANITY_API_HOST and VITE_SANITY_CDN_BASE. */
  host: string;
  /** What the next queries are answered with. */
  answer: unknown;
  close: () => void;
}

/** Starts the stand-in on a free loopback port, serving `png` as every image. */
export async function startPhotoService(png: Buffer): Promise<PhotoService> {
  const service = { host: "", answer: {} as unknown, close: () => {} };
  const server = createServer((request, response) => {
    if (request.url?.startsWith("/images/")) {
      response.setHeader("content-type", "image/png");
      response.end(png);
      return;
    }
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ result: service.answer }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  service.host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service.close = () => {
    server.closeAllConnections();
    server.close();
  };
  return service;
}
