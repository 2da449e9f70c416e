import { PageHeader } from "../../components/PageHeader";

export default function AdminDashboardPage() {
  return <PageHeader title="Admin Dashboard" />;
}
