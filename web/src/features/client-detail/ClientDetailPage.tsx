import { PageHeader } from "../../components/PageHeader";

export default function ClientDetailPage() {
  return <PageHeader title="Client Details" />;
}
