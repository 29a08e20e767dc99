import { editionConfig } from "@duci/vite-config";

export default editionConfig("__YY__");
