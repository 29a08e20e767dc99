// `pnpm start`: builds the apps (Turbo skips what has not changed), assembles dist/
// without Storybook (so it never waits for Storybook's build), then serves dist/ on loopback.
import { execSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
// Use the pnpm that runs this script, even when it is not on PATH (npx pnpm@… start).
const pnpm = process.env.npm_execpath ? `"${process.execPath}" "${process.env.npm_execpath}"` : "pnpm";
// The bundled events: no network, no account, the same site on every machine (a deploy asks the content service).
const env = { ...process.env, DUCI_BUILD_EVENTS: process.env.DUCI_BUILD_EVENTS ?? "bundled" };
execSync(`${pnpm} build:apps`, { cwd: root, stdio: "inherit", env });
execSync(`${pnpm} --filter @duci/deploy build --without-storybook`, { cwd: root, stdio: "inherit" });
await import("./serve.ts");
