import { Container } from "@duci/ui/container";
import { PageTitle } from "@duci/ui/page-title";

export function ResourcesPage() {
  return (
    <Container>
      <PageTitle title="Resources" />
      <h1>Resources</h1>
    </Container>
  );
}
