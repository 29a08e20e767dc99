import { ownedByReact } from "@duci/prerender/owned-by-react";
import { act } from "@testing-library/react";
import { use } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { HydrateSeparately } from "./hydrate-separately.tsx";

/** A control in a unit that cannot hydrate before `until` settles: a unit still waiting for its turn. */
function Later({ until }: { until?: Promise<void> }) {
  if (until) use(until);
  return <button type="button">Later</button>;
}

function Page({ until }: { until?: Promise<void> }) {
  return (
    <>
      <button type="button">Now</button>
      <div>
        <HydrateSeparately>
          <Later until={until} />
        </HydrateSeparately>
      </div>
    </>
  );
}

it("marks where its unit begins, and marks it hydrated once React commits it", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  let arrive = () => {};
  const until = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const root = await act(async () => hydrateRoot(container, <Page until={until} />));
  // What hydrate() marks once the root has committed.
  document.documentElement.dataset.hydrated = "true";
  const [now, later] = container.querySelectorAll("button") as unknown as [HTMLElement, HTMLElement];
  expect(ownedByReact(now)).toBe(true);
  expect(ownedByReact(later)).toBe(false);
  await act(async () => {
    arrive();
    await until;
  });
  expect(container.querySelectorAll("button")[1]).toBe(later);
  expect(ownedByReact(later)).toBe(true);
  act(() => root.unmount());
  container.remove();
  delete document.documentElement.dataset.hydrated;
});
