# The edge cache in front of the instances (Varnish 7.1 with varnish-modules' xkey). deploy/edge.mjs starts varnishd
# with it and writes edge-site.vcl beside it: the instances as backends of the `site` round-robin director (probed
# on /api/health) and `sub edge_purge_secret` (the secret a purge must carry). Rules, and the tests that hold them,
# in deploy/edge.test.mjs; why Varnish, in docs/decisions.md.
vcl 4.1;

import std;
import directors;
import xkey;

include "edge-site.vcl";

sub vcl_recv {
    set req.backend_hint = site.backend();
    if (req.restarts == 0) {
        unset req.http.x-edge-refresh;
    } else if (req.http.x-edge-refresh) {
        set req.hash_always_miss = true;
    }

    # Purges: only with the secret (an address list alone is not enough: the site and a reader may share one).
    if (req.method == "PURGE" || req.method == "BAN") {
        call edge_purge_secret;
        if (req.http.x-purge-authorized != "yes") {
            return (synth(403, "Forbidden"));
        }
        if (req.method == "BAN" || !req.http.xkey-purge) {
            return (synth(405, "Purge by key: PURGE with xkey-purge"));
        }
        return (synth(200, "Purged " + xkey.purge(req.http.xkey-purge)));
    }
    unset req.http.x-purge-authorized;
    unset req.http.x-purge-secret;
    unset req.http.xkey-purge;

    # Headers nothing is keyed on never reach the site: they cannot change what is stored.
    unset req.http.X-Forwarded-Host;
    unset req.http.X-Forwarded-Server;
    unset req.http.X-Original-URL;
    unset req.http.X-Rewrite-URL;
    unset req.http.X-HTTP-Method-Override;
    unset req.http.X-HTTP-Method;
    unset req.http.X-Method-Override;
    unset req.http.x-middleware-subrequest;
    unset req.http.x-middleware-prefetch;
    unset req.http.x-invoke-path;
    unset req.http.x-invoke-query;
    unset req.http.x-now-route-matches;
    unset req.http.x-edge-shared;
    unset req.http.Surrogate-Capability;
    set req.http.X-Forwarded-Proto = "http";
    # The reader's address for the sign-in attempt limits (the instances' CLIENT_ADDRESS_HEADER), never the reader's word.
    set req.http.x-edge-client-ip = client.ip;

    # An odd Host is answered here, not stored: letters, digits, dots, hyphens and a port.
    set req.http.host = std.tolower(req.http.host);
    if (req.http.host !~ "^[a-z0-9.-]{1,253}(:[0-9]{1,5})?$") {
        return (synth(400, "Bad host"));
    }

    # The instances' metrics are for the operators' scraper on the instance's own address, never through the edge.
    if (req.url ~ "^/metrics(\?|$)") {
        return (synth(404, "Not Found"));
    }

    # Tracking parameters never split the cache; the other query flags stay in the key, in one order.
    set req.url = regsuball(req.url, "([?&])(utm_[a-z_]+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|mc_cid|mc_eid|_ga|_gl|igshid|yclid|twclid|ttclid|li_fat_id)=[^&]*", "\1");
    set req.url = regsuball(req.url, "&+", "&");
    set req.url = regsub(req.url, "\?&", "?");
    set req.url = regsub(req.url, "[?&]$", "");
    set req.url = std.querysort(req.url);

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The live blog's shared answers (its poll and "Load more") are the same for every reader of a brand: kept here by
    # host and URL, without cookies, so a blog's readers cost the instances one answer per interval.
    if (req.url ~ "^/api/live-blog/r[a-z]{3}[0-9]{1,12}/(latest|more)(\?|$)") {
        unset req.http.Cookie;
        unset req.http.Authorization;
        return (hash);
    }
    # A reader's own answers (account, session, saved items, paywall, TV, every route handler) go past the cache with
    # the reader's cookies; the site marks them private anyway.
    if (req.url ~ "^/(api|account)(/|\?|$)") {
        return (pass);
    }
    # Next's client navigations (RSC payloads, prefetches, server actions) are not stored: a payload is never served
    # as a page, nor a page as a payload.
    if (req.http.RSC || req.http.Next-Router-State-Tree || req.http.Next-Router-Prefetch || req.http.Next-Router-Segment-Prefetch || req.http.Next-Action || req.url ~ "[?&]_rsc=") {
        return (pass);
    }
    # Shared pages do not depend on cookies (ARCHITECTURE.md): none is sent, none is in the key.
    unset req.http.Cookie;
    unset req.http.Authorization;
    # Pages come from the site with a hash-based script policy rather than a per-reader nonce (server/respond.mjs).
    set req.http.x-edge-shared = "1";
    # Grace (stale-while-revalidate / stale-if-error) is decided per object in vcl_hit.
    return (hash);
}

sub vcl_hash {
    hash_data(req.url);
    hash_data(req.http.host);
    return (lookup);
}

sub vcl_hit {
    # Fresh, or stale within the object's stale-while-revalidate: served, and fetched again behind the reader.
    if (obj.ttl >= 0s || obj.ttl + std.duration(obj.http.x-edge-swr + "s", 0s) > 0s) {
        return (deliver);
    }
    # Stale beyond that: served only while every instance fails its probe (stale-if-error, the object's grace).
    if (!std.healthy(req.backend_hint)) {
        return (deliver);
    }
    # Otherwise fetched now, as a miss would be (vcl_hit cannot return miss).
    set req.http.x-edge-refresh = "1";
    return (restart);
}

sub vcl_backend_fetch {
    # A frozen instance still accepts connections: it is the first byte that does not come.
    set bereq.first_byte_timeout = 8s;
    set bereq.connect_timeout = 1s;
    set bereq.between_bytes_timeout = 8s;
}

sub vcl_backend_response {
    set beresp.http.x-edge-swr = regsub(beresp.http.Cache-Control, "^(?:.*[ ,])?stale-while-revalidate=([0-9]+).*$|^.*$", "\1");
    if (beresp.http.x-edge-swr == "") {
        set beresp.http.x-edge-swr = "0";
    }
    # The site's Cache-Control decides; Varnish's own defaults never store what the site did not mark shared.
    if (beresp.http.Cache-Control !~ "(^|[ ,])(public|s-maxage=[1-9])" ||
        beresp.http.Cache-Control ~ "(^|[ ,])(private|no-store|no-cache)" ||
        beresp.http.Set-Cookie ||
        beresp.http.Vary ~ "(?i)(cookie|authorization|\*)" ||
        std.tolower(regsuball(beresp.http.Vary, "(?i)(^|,)\s*(accept-encoding|host|rsc|next-router-state-tree|next-router-prefetch|next-router-segment-prefetch|next-url)\s*(?=,|$)", "")) ~ "[a-z]") {
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        set beresp.grace = 0s;
        return (deliver);
    }
    # ttl from s-maxage (Varnish reads it); grace: as long as the site allows a stale copy at all.
    set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^(?:.*[ ,])?stale-if-error=([0-9]+).*$|^.*$", "\1") + "s", 0s);
    if (std.duration(beresp.http.x-edge-swr + "s", 0s) > beresp.grace) {
        set beresp.grace = std.duration(beresp.http.x-edge-swr + "s", 0s);
    }
    set beresp.http.xkey = beresp.http.Surrogate-Key;
    return (deliver);
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    # The edge's own bookkeeping stays here, as a CDN keeps Surrogate-Key.
    unset resp.http.xkey;
    unset resp.http.x-edge-swr;
    unset resp.http.Surrogate-Key;
    unset resp.http.Via;
    unset resp.http.X-Varnish;
    unset resp.http.x-edge-refresh;
}

sub vcl_synth {
    set resp.http.X-Cache = "MISS";
    set resp.http.Cache-Control = "no-store";
}
