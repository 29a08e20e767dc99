#!/usr/bin/env tsx
// `duci-prerender`, run by every app's build after its two Vite builds.
import { prerender } from "./prerender.ts";

await prerender();
