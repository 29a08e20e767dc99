// Lets Node load the content modules, which import their images the way Vite
// does (`import cover from "./cover.svg"`): such an import gives the file's URL
// instead of failing. The assembly reads only the records' facts, never images.
import { register } from "node:module";

register("./asset-urls-hook.ts", import.meta.url);
