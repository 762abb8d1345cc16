import type { AdCreative, AdProvider, AdRequest } from "./provider";
import { AD_STATUS_EVENT, startAds, type AdStatusDetail } from "./runtime";
import type { AdGlobalConfig } from "./setup";

/** IntersectionObserver and matchMedia are not in jsdom: these stand-ins let a test move slots in and out of view. */
const observers: { callback: IntersectionObserverCallback; elements: Element[]; options?: IntersectionObserverInit }[] = [];
class FakeIntersectionObserver {
  private entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, elements: [], options };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
  }
  disconnect() {
    this.entry.elements = [];
  }
}
function setInView(element: Element, isIntersecting: boolean) {
  for (const observer of observers) {
    if (observer.elements.includes(element)) observer.callback([{ isIntersecting, target: element } as IntersectionObserverEntry], observer as never);
  }
}

const CONFIG: AdGlobalConfig = {
  site: "news",
  publisherKey: "nbcnews",
  type: "article",
  pageid: "rcna1",
  canonicalUrl: "https://www.nbcnews.com/politics/a-rcna1",
  language: "en",
  preprocessors: ["cable"],
};

function fakeProvider() {
  const requests: AdRequest[] = [];
  const cleared: HTMLElement[] = [];
  const provider: AdProvider = {
    name: "fake",
    async request(request) {
      requests.push(request);
      return { src: "x.svg", width: request.sizes[0]?.[0] ?? 0, height: request.sizes[0]?.[1] ?? 0, clickUrl: "/", alt: "ad" } satisfies AdCreative;
    },
    async render(box) {
      box.textContent = "an ad";
    },
    clear(box) {
      cleared.push(box);
      box.textContent = "";
    },
  };
  return { provider, requests, cleared };
}

function slot(id: string, attributes: Record<string, string>) {
  const element = document.createElement("div");
  element.id = id;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const box = document.createElement("div");
  box.setAttribute("data-ad-box", "");
  element.append(box);
  document.body.append(element);
  return element;
}

/** Lets pending promises and zero-delay timers run (a 0 ms timer set during a tick is due 1 ms later). */
const flush = async () => {
  for (let i = 0; i < 5; i++) await jest.advanceTimersByTimeAsync(1);
};

let errors: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  observers.length = 0;
  document.body.replaceChildren();
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  window.matchMedia = jest.fn().mockReturnValue({ addEventListener: jest.fn(), removeEventListener: jest.fn() });
  jest.spyOn(document, "hasFocus").mockReturnValue(true);
  errors = jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("ad runtime", () => {
  it("reports a missing global config and starts nothing", () => {
    const { provider, requests } = fakeProvider();
    slot("ad-top", { "data-ad-slot": "news/article/article-top" });
    const stop = startAds({ config: null, creativeAlt: "ad", provider });
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ message: "window.__mpsconfig has not been set" }));
    expect(observers).toHaveLength(0);
    expect(requests).toHaveLength(0);
    stop();
  });

  it("reports an unknown preprocessor", () => {
    const { provider } = fakeProvider();
    startAds({ config: { ...CONFIG, preprocessors: ["krux"] }, creativeAlt: "ad", provider });
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ message: "MPS does not support a krux preprocessor" }));
  });

  it("reports a slot element without a slot name and leaves the others working", async () => {
    const { provider } = fakeProvider();
    slot("ad-empty", { "data-ad-slot": "" });
    const good = slot("ad-top", { "data-ad-slot": "news/article/article-top" });
    startAds({ config: CONFIG, creativeAlt: "ad", provider });
    await flush();
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ message: "Element and slot must be set" }));
    expect(good.dataset.adStatus).toBe("created");
  });

  it("requests a slot when it comes into view, with its sizes, targeting and offset, and renders it", async () => {
    const { provider, requests } = fakeProvider();
    const element = slot("ad-boxinline1", {
      "data-ad-slot": "news/article/article-body",
      "data-ad-sizes": JSON.stringify({ s: [[300, 250]] }),
      "data-ad-targeting": JSON.stringify({ pos: "boxinline1" }),
      "data-ad-offset": "100",
    });
    const seen: AdStatusDetail[] = [];
    document.addEventListener(AD_STATUS_EVENT, (event) => seen.push((event as CustomEvent<AdStatusDetail>).detail));
    startAds({ config: CONFIG, creativeAlt: "ad", provider });
    await flush();
    expect(observers[0]?.options?.rootMargin).toBe("100px 0px 100px 0px");
    expect(element.dataset.adStatus).toBe("created");
    expect(requests).toHaveLength(0);

    setInView(element, true);
    await flush();
    expect(requests).toEqual([
      expect.objectContaining({
        slot: "news/article/article-body",
        pos: "boxinline1",
        sizes: [[300, 250]],
        targeting: { site: "news", type: "article", pageid: "rcna1", pos: "boxinline1" },
      }),
    ]);
    expect(element.dataset.adStatus).toBe("rendered");
    expect(element.textContent).toBe("an ad");
    expect(seen.map((detail) => detail.status)).toEqual(["creating", "created", "requesting", "requested", "rendering", "rendered"]);
  });

  it("waits the slot's request delay", async () => {
    const { provider, requests } = fakeProvider();
    const element = slot("ad-boxinline1", { "data-ad-slot": "s", "data-ad-sizes": '{"s":[[300,250]]}', "data-ad-request-delay": "2000" });
    startAds({ config: CONFIG, creativeAlt: "ad", provider });
    await flush();
    setInView(element, true);
    await jest.advanceTimersByTimeAsync(1990);
    expect(requests).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(10);
    await flush();
    expect(requests).toHaveLength(1);
  });

  it("refreshes on the 1 s tick while in view and focused, and destroys every slot on stop", async () => {
    const { provider, requests, cleared } = fakeProvider();
    const element = slot("ad-rail1", { "data-ad-slot": "s", "data-ad-sizes": '{"s":[[300,250]]}', "data-ad-refresh-interval": "5" });
    const stop = startAds({ config: CONFIG, creativeAlt: "ad", provider });
    await flush();
    setInView(element, true);
    await flush();
    expect(requests).toHaveLength(1);
    expect(element.dataset.adStatus).toBe("rendered");
    await jest.advanceTimersByTimeAsync(5000);
    await flush();
    expect(element.dataset.adStatus).toBe("rendered");
    expect(requests).toHaveLength(2);

    window.dispatchEvent(new Event("blur"));
    await jest.advanceTimersByTimeAsync(20_000);
    expect(requests).toHaveLength(2);
    window.dispatchEvent(new Event("focus"));
    await jest.advanceTimersByTimeAsync(5000);
    await flush();
    expect(requests).toHaveLength(3);

    stop();
    expect(element.dataset.adStatus).toBe("destroyed");
    expect(cleared.at(-1)).toBe(element.querySelector("[data-ad-box]"));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(3);
  });

  it("adds the cable-provider tag from the remembered TV provider", async () => {
    window.localStorage.setItem("newsroom.tvProvider", "xfinity");
    try {
      const { provider, requests } = fakeProvider();
      const element = slot("ad-top", { "data-ad-slot": "s", "data-ad-sizes": '{"s":[[320,50]]}' });
      startAds({ config: CONFIG, creativeAlt: "ad", provider });
      await flush();
      setInView(element, true);
      await flush();
      expect(requests[0]?.targeting).toMatchObject({ xfinity: "true" });
    } finally {
      window.localStorage.removeItem("newsroom.tvProvider");
    }
  });
});
