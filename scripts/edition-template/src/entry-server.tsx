import { renderToString } from "react-dom/server";
import { App } from "./app.tsx";

/** The edition is one page. */
export const routes = ["/"];

export function render() {
  return renderToString(<App />);
}
