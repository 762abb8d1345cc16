import { ErrorPage } from "@/components/shell/ErrorPage.island";

export default function NotFound() {
  return <ErrorPage status={404} />;
}
