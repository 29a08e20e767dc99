import { editionConfig } from "@duci/vite-config";

export default editionConfig("26");
