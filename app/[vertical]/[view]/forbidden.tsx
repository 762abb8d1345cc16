import { StatusPage } from "@/components/shell/StatusPage";

export default function Forbidden() {
  return <StatusPage status={403} />;
}
