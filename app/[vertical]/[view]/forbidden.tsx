import { ErrorPage } from "@/components/shell/ErrorPage.island";

export default function Forbidden() {
  return <ErrorPage status={403} />;
}
