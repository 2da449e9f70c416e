import { PageHeader } from "../../components/PageHeader";

export default function KnowledgePage() {
  return <PageHeader title="AI Knowledge Base" />;
}
