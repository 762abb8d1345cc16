/** The gate's own texts (the offer and checkout are the provider's template), formatted on the server. */
export interface PaywallTexts {
  regionLabel: string;
  loading: string;
  error: string;
  retry: string;
  unlocked: string;
}
