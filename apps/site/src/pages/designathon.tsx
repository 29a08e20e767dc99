import { Container } from "@duci/ui/container";
import { PageTitle } from "@duci/ui/page-title";

export function DesignathonPage() {
  return (
    <Container>
      <PageTitle title="Design-a-thons" />
      <h1>Design-a-thon</h1>
    </Container>
  );
}
