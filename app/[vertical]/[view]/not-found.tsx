import { StatusPage } from "@/components/shell/StatusPage";

export default function NotFound() {
  return <StatusPage status={404} />;
}
