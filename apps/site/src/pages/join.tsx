import { Container } from "@duci/ui/container";
import { PageTitle } from "@duci/ui/page-title";

export function JoinPage() {
  return (
    <Container>
      <PageTitle title="Join" />
      <h1>Join</h1>
    </Container>
  );
}
