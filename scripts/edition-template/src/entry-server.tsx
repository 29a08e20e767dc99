import { siteMeta } from "@duci/data/site-meta";
import { renderToString } from "react-dom/server";
import { App } from "./app.tsx";

export const site = siteMeta(import.meta.env.BASE_URL);

/** The edition is one page. */
export const routes = ["/"];

export function render() {
  return renderToString(<App />);
}
