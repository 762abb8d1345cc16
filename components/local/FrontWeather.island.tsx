"use client";

import { useEffect, useState } from "react";
import type { WeatherHour } from "@/lib/api/schemas/local";
import { mayBeSignedIn } from "@/lib/auth/signed-in-hint";
import { useDelayedLoader } from "@/components/shell/useDelayedLoader";
import { currentHour, weatherLocation, type FrontWeather as FrontWeatherState } from "@/lib/local/front-weather";
import { parseGeolocationCookie } from "@/lib/local/geolocation";
import { localPath } from "@/lib/local/zip";

export interface FrontWeatherTexts {
  label: string;
  loading: string;
  setLocation: string;
  error: string;
  /** "{place}: {temperature}°F, {condition}" pieces, formatted here. */
  temperature: string;
  conditions: Record<WeatherHour["condition"], string>;
  forecastLink: string;
}

/**
 * The front's current weather, in a box of fixed height so nothing moves whatever it ends up holding: the reader's
 * location is the `ng_geolocation` cookie, else (on brands with saved items, signed in) the customer's zip, else none,
 * and the box offers the local page instead. Asked in the browser: the front itself stays the same for every reader.
 */
export function FrontWeather({ texts, customerLookup }: { texts: FrontWeatherTexts; customerLookup: boolean }) {
  const [state, setState] = useState<FrontWeatherState>({ status: "pending" });
  const showLoader = useDelayedLoader(state.status === "pending");

  useEffect(() => {
    let live = true;
    const show = async () => {
      let location = weatherLocation({ remembered: parseGeolocationCookie(document.cookie) });
      if (!location && customerLookup && mayBeSignedIn(document.cookie)) {
        const [{ loadCustomer }, { savedStore }] = await Promise.all([import("@/lib/saved/actions"), import("@/lib/saved/store")]);
        await loadCustomer();
        location = weatherLocation({ remembered: null, customerZip: savedStore.getState().customer?.zipCode ?? null });
      }
      if (!live) return;
      if (!location) return setState({ status: "none" });
      const response = await fetch(`/api/local/weather?zip=${location.zip}`).catch(() => null);
      const answer = response?.ok ? ((await response.json()) as { hours: WeatherHour[] }) : null;
      const now = answer && currentHour(answer.hours, Date.now());
      if (!live) return;
      setState(now ? { status: "success", zip: location.zip, place: location.place, now } : { status: "error", zip: location.zip });
    };
    void show();
    return () => {
      live = false;
    };
  }, [customerLookup]);

  return (
    <section aria-label={texts.label} aria-busy={state.status === "pending"} data-weather={state.status} className="flex h-12 items-center gap-3 overflow-hidden text-sm">
      {showLoader && <span className="h-4 w-48 animate-pulse rounded bg-neutral-200 motion-reduce:animate-none" aria-label={texts.loading} role="status" />}
      {state.status === "none" && (
        <a href="/local" className="font-semibold underline decoration-accent decoration-2">
          {texts.setLocation}
        </a>
      )}
      {state.status === "error" && <p role="status">{texts.error}</p>}
      {state.status === "success" && (
        <>
          <p className="truncate">
            {state.place && <span className="font-semibold">{state.place} · </span>}
            <span className="text-lg font-bold">{texts.temperature.replace("{temperature}", String(state.now.temperatureF))}</span>{" "}
            <span>{texts.conditions[state.now.condition]}</span>
          </p>
          <a href={localPath(state.zip)} className="shrink-0 font-semibold underline decoration-accent decoration-2">
            {texts.forecastLink}
          </a>
        </>
      )}
    </section>
  );
}
