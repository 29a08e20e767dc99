#!/usr/bin/env node
import { prerender } from "./prerender.mjs";

await prerender();
