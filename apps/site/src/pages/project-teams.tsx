import { Container } from "@duci/ui/container";
import { PageTitle } from "@duci/ui/page-title";

export function ProjectTeamsPage() {
  return (
    <Container>
      <PageTitle title="Project Teams" />
      <h1>Project Teams</h1>
    </Container>
  );
}
