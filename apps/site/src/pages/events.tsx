import { Container } from "@duci/ui/container";
import { PageTitle } from "@duci/ui/page-title";

export function EventsPage() {
  return (
    <Container>
      <PageTitle title="Events" />
      <h1>Events</h1>
    </Container>
  );
}
