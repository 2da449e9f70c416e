import { PageHeader } from "../../components/PageHeader";

export default function ChatPage() {
  return <PageHeader title="AI Chat" />;
}
