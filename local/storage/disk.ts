import { createHash, randomUUID, type Hash } from "node:crypto";
import { createReadStream, createWriteStream, type WriteStream } from "node:fs";
import { copyFile, mkdir, rename, rm, rmdir, stat } from "node:fs/promises";
import { once } from "node:events";
import { finished } from "node:stream/promises";
import { dirname, join, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import { ERRORS } from "./errors.ts";

const TMP = ".tmp";

/**
 * Object bytes on disk: `${dataDir}/storage/{bucket}/{key}/{version}`. Like the Storage
 * API's file backend, every upload is a new version file, so a replace never destroys the
 * old bytes before the database row says so, and a key can be both an object and a folder.
 */
export class Disk {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, "storage");
  }

  private bucketDir(bucket: string): string {
    const dir = resolve(this.root, bucket);
    if (bucket === TMP || dirname(dir) !== this.root) throw ERRORS.invalidBucketName();
    return dir;
  }

  /** The file of one object version; refuses anything that would resolve outside the bucket's folder. */
  objectPath(bucket: string, key: string, version: string): string {
    const base = this.bucketDir(bucket);
    if (!/^[\w-]+$/.test(version)) throw ERRORS.noSuchKey();
    const file = resolve(base, ...key.split("/"), version);
    if (!file.startsWith(base + sep)) throw ERRORS.invalidKey(key);
    return file;
  }

  async createTemp(): Promise<TempFile> {
    const dir = join(this.root, TMP);
    await mkdir(dir, { recursive: true });
    return new TempFile(join(dir, randomUUID()));
  }

  /** Moves a finished temp file into place as one object version (a rename: atomic). */
  async place(tempPath: string, bucket: string, key: string, version: string): Promise<void> {
    const target = this.objectPath(bucket, key, version);
    for (let attempt = 0; ; attempt++) {
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(tempPath, target);
        return;
      } catch (e) {
        // A concurrent delete may have pruned the folder between mkdir and rename: once more.
        if ((e as NodeJS.ErrnoException).code !== "ENOENT" || attempt > 0) throw e;
      }
    }
  }

  /** Renames an object version to another key (move), keeping its version. */
  async moveVersion(from: [string, string], to: [string, string], version: string): Promise<void> {
    const source = this.objectPath(from[0], from[1], version);
    const target = this.objectPath(to[0], to[1], version);
    await mkdir(dirname(target), { recursive: true });
    await rename(source, target);
    await this.prune(from[0], dirname(source));
  }

  /** Copies an object version to a new temp file (outside any transaction: it may be slow). */
  async copyToTemp(bucket: string, key: string, version: string): Promise<string> {
    const temp = await this.createTemp();
    await copyFile(this.objectPath(bucket, key, version), temp.path);
    return temp.path;
  }

  async size(bucket: string, key: string, version: string | null): Promise<number | null> {
    if (!version) return null;
    try {
      const info = await stat(this.objectPath(bucket, key, version));
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  }

  read(
    bucket: string,
    key: string,
    version: string,
    range?: { start: number; end: number },
  ): ReadableStream {
    const stream = createReadStream(this.objectPath(bucket, key, version), range);
    return Readable.toWeb(stream) as unknown as ReadableStream;
  }

  /** Deletes one object version and the folders it leaves empty. Never throws. */
  async remove(bucket: string, key: string, version: string | null): Promise<void> {
    if (!version) return;
    try {
      const file = this.objectPath(bucket, key, version);
      await rm(file, { force: true });
      await this.prune(bucket, dirname(file));
    } catch (e) {
      console.error("[storage] could not delete", bucket, key, version, e);
    }
  }

  async removeTemp(path: string): Promise<void> {
    await rm(path, { force: true }).catch(() => undefined);
  }

  async removeBucket(bucket: string): Promise<void> {
    await rm(this.bucketDir(bucket), { recursive: true, force: true }).catch(() => undefined);
  }

  private async prune(bucket: string, from: string): Promise<void> {
    const stop = this.bucketDir(bucket);
    for (let dir = from; dir.startsWith(stop + sep); dir = dirname(dir)) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
    }
  }
}

/** A file being received: counts bytes and the MD5 (the ETag) while it streams to disk. */
export class TempFile {
  size = 0;
  private readonly hash: Hash = createHash("md5");
  private readonly stream: WriteStream;
  private failure: Error | null = null;

  constructor(readonly path: string) {
    this.stream = createWriteStream(path, { flags: "wx" });
    this.stream.on("error", (e) => {
      this.failure = e;
    });
  }

  async write(chunk: Uint8Array): Promise<void> {
    if (this.failure) throw this.failure;
    this.size += chunk.byteLength;
    this.hash.update(chunk);
    if (!this.stream.write(chunk)) await once(this.stream, "drain");
  }

  async finish(): Promise<string> {
    this.stream.end();
    await finished(this.stream);
    if (this.failure) throw this.failure;
    return this.hash.digest("hex");
  }

  async discard(): Promise<void> {
    this.stream.destroy();
    await rm(this.path, { force: true }).catch(() => undefined);
  }
}
