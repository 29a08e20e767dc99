import { Container } from "@duci/ui/container";
import { PageTitle } from "@duci/ui/page-title";

export function EventsAllPage() {
  return (
    <Container>
      <PageTitle title="Event Archive" />
      <h1>All Events</h1>
    </Container>
  );
}
