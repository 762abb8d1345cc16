/*
 * The embedded paywall provider's browser runtime (served by the embedded upstream at /services/paywall/runtime.js,
 * loaded by the site with its brand's `aid`). It stands where a production provider's script stands: it exposes
 * `window.NewsroomPaywall`, becomes `ready` once the aid's offer template has loaded, and when executed renders the offer
 * and the checkout form inside the container the site gives it, reporting everything through `onEvent`:
 * experienceExecute, showTemplate, showOffer, loginRequired, checkoutStart, checkoutStateChange, checkoutComplete,
 * checkoutClose. It posts the checkout to the site's endpoint (same origin, the reader's cookies), never a token.
 */
(function () {
  "use strict";
  if (window.NewsroomPaywall) return;

  var script = document.currentScript;
  var src = new URL(script && script.src ? script.src : location.href);
  var aid = src.searchParams.get("aid") || "";
  var base = src.href.split("?")[0].replace(/runtime\.js$/, "");

  var STYLE = [
    ".nrp{font-family:system-ui,sans-serif;color:#171717;border:1px solid #d4d4d4;border-radius:8px;padding:20px;background:#fff}",
    ".nrp h2{font-size:1.375rem;font-weight:700;margin:0 0 6px}",
    ".nrp p{margin:6px 0;font-size:1rem;line-height:1.5}",
    ".nrp fieldset{border:0;margin:12px 0;padding:0}",
    ".nrp legend{font-weight:600;margin-bottom:6px}",
    ".nrp label{display:block;font-weight:600;font-size:.875rem;margin-top:10px}",
    ".nrp .nrp-term{display:flex;gap:8px;align-items:center;font-weight:400;font-size:1rem;margin-top:6px}",
    ".nrp input[type=text]{display:block;width:100%;box-sizing:border-box;margin-top:4px;padding:8px 10px;border:1px solid #737373;border-radius:4px;font-size:1rem}",
    ".nrp input[aria-invalid=true]{border-color:#b91c1c}",
    ".nrp .nrp-error{color:#991b1b;font-weight:600;font-size:.875rem;margin-top:4px}",
    ".nrp .nrp-hint{color:#404040;font-size:.875rem}",
    ".nrp .nrp-actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:16px}",
    ".nrp button{border-radius:9999px;padding:10px 20px;font-weight:600;font-size:1rem;cursor:pointer;border:1px solid #171717}",
    ".nrp .nrp-primary{background:#171717;color:#fff}",
    ".nrp .nrp-secondary{background:#fff;color:#171717}",
    ".nrp button:disabled{opacity:.6;cursor:default}",
  ].join("");

  var template = null;
  var failed = false;
  var config = null;
  var current = { offerId: null, termId: null };
  var uid = 0;

  function h(tag, attrs, children) {
    var el = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      var value = attrs[key];
      if (value === null || value === undefined || value === false) return;
      if (key.indexOf("on") === 0) el.addEventListener(key.slice(2), value);
      else if (key === "text") el.textContent = value;
      else el.setAttribute(key, value === true ? "" : String(value));
    });
    (children || []).forEach(function (child) {
      if (child) el.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return el;
  }

  function emit(type, detail) {
    if (config && typeof config.onEvent === "function") {
      try {
        config.onEvent(Object.assign({ type: type }, detail || {}));
      } catch (error) {
        console.error("paywall runtime: onEvent failed", error);
      }
    }
  }

  function text(key, values) {
    var value = (template && template.texts[key]) || key;
    Object.keys(values || {}).forEach(function (name) {
      value = value.split("{" + name + "}").join(values[name]);
    });
    return value;
  }

  function termOf(termId) {
    return template.offer.terms.filter(function (term) {
      return term.termId === termId;
    })[0];
  }

  function mount(node) {
    if (!config || !config.container) return;
    var box = config.container;
    while (box.firstChild) box.removeChild(box.firstChild);
    if (!document.getElementById("nrp-style")) document.head.appendChild(h("style", { id: "nrp-style", text: STYLE }));
    box.appendChild(node);
  }

  function renderOffer() {
    var offer = template.offer;
    var id = "nrp-" + ++uid;
    var selected = current.termId || offer.terms[0].termId;
    var radios = offer.terms.map(function (term) {
      var input = h("input", { type: "radio", name: id + "-term", value: term.termId, checked: term.termId === selected });
      return h("label", { class: "nrp-term" }, [input, term.label + ": " + term.price + " / " + term.period]);
    });
    var subscribe = h("button", {
      type: "button",
      class: "nrp-primary",
      text: text("subscribe"),
      onclick: function () {
        var checked = box.querySelector("input[type=radio]:checked");
        current = { offerId: offer.offerId, termId: checked ? checked.value : offer.terms[0].termId };
        if (!config.user || !config.user.signedIn) emit("loginRequired", { offerId: current.offerId, termId: current.termId });
        else api.startCheckout(current);
      },
    });
    var box = h("div", { class: "nrp", role: "region", "aria-labelledby": id + "-heading", "data-template-id": template.templateId }, [
      h("h2", { id: id + "-heading", text: text("heading") }),
      h("p", { text: text("intro") }),
      h("p", {}, [h("strong", { text: offer.title }), " " + offer.description]),
      h("fieldset", {}, [h("legend", { text: text("chooseTerm") })].concat(radios)),
      h("div", { class: "nrp-actions" }, [subscribe]),
    ]);
    mount(box);
    emit("showTemplate", { templateId: template.templateId });
    emit("showOffer", {
      offerId: offer.offerId,
      termIds: offer.terms.map(function (term) {
        return term.termId;
      }),
    });
  }

  function field(id, name, label, autocomplete, inputmode) {
    var input = h("input", { id: id + "-" + name, name: name, type: "text", autocomplete: autocomplete, inputmode: inputmode, "aria-describedby": id + "-" + name + "-error" });
    var error = h("p", { id: id + "-" + name + "-error", class: "nrp-error" });
    return h("div", {}, [h("label", { for: id + "-" + name, text: label }), input, error]);
  }

  function renderCheckout() {
    var term = termOf(current.termId);
    var id = "nrp-" + ++uid;
    var status = h("p", { role: "status", class: "nrp-hint" });
    var pay = h("button", { type: "submit", class: "nrp-primary", text: text("pay", { price: term.price }) });
    var cancel = h("button", {
      type: "button",
      class: "nrp-secondary",
      text: text("cancel"),
      onclick: function () {
        emit("checkoutClose", { offerId: current.offerId, termId: current.termId });
        emit("checkoutStateChange", { state: "closed" });
        renderOffer();
      },
    });
    var form = h(
      "form",
      {
        class: "nrp",
        "aria-labelledby": id + "-heading",
        novalidate: true,
        onsubmit: function (event) {
          event.preventDefault();
          submit(form, pay, status);
        },
      },
      [
        h("h2", { id: id + "-heading", tabindex: "-1", text: text("checkoutHeading") }),
        h("p", {}, [h("strong", { text: template.offer.title }), ", " + term.label + ": " + term.price + " / " + term.period]),
        h("p", { class: "nrp-hint", text: text("testCardHint") }),
        field(id, "number", text("cardNumber"), "cc-number", "numeric"),
        field(id, "name", text("cardName"), "cc-name"),
        field(id, "expiry", text("expiry"), "cc-exp"),
        field(id, "cvc", text("cvc"), "cc-csc", "numeric"),
        status,
        h("div", { class: "nrp-actions" }, [pay, cancel]),
      ],
    );
    mount(form);
    form.querySelector("h2").focus();
    emit("checkoutStart", { offerId: current.offerId, termId: current.termId });
    emit("checkoutStateChange", { state: "form" });
  }

  function showErrors(form, error) {
    ["number", "name", "expiry", "cvc"].forEach(function (name) {
      var input = form.elements[name];
      var message = error && error.field === name ? error.message : "";
      input.setAttribute("aria-invalid", message ? "true" : "false");
      document.getElementById(input.id + "-error").textContent = message;
    });
  }

  function submit(form, pay, status) {
    var card = {};
    ["number", "name", "expiry", "cvc"].forEach(function (name) {
      card[name] = form.elements[name].value;
    });
    pay.disabled = true;
    status.textContent = text("processing");
    emit("checkoutStateChange", { state: "processing" });
    fetch(config.checkoutEndpoint, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ aid: aid, offerId: current.offerId, termId: current.termId, card: card }),
    })
      .then(function (response) {
        return response.json().then(
          function (json) {
            return { status: response.status, json: json };
          },
          function () {
            return { status: response.status, json: null };
          },
        );
      })
      .then(function (answer) {
        if (answer.status === 201 && answer.json && answer.json.data) {
          var done = h("div", { class: "nrp", role: "status" }, [h("h2", { text: text("complete") })]);
          mount(done);
          emit("checkoutStateChange", { state: "complete" });
          emit("checkoutComplete", { offerId: current.offerId, termId: current.termId, subscriptionId: answer.json.data.subscription.subscriptionId });
          return;
        }
        if (answer.status === 401) emit("loginRequired", { offerId: current.offerId, termId: current.termId });
        var error = answer.json && answer.json.error ? answer.json.error : { field: null, message: text("failed") };
        showErrors(form, error);
        status.textContent = error.field ? "" : error.message;
        pay.disabled = false;
        emit("checkoutStateChange", { state: "error" });
        var invalid = error.field && form.elements[error.field];
        if (invalid) invalid.focus();
      })
      .catch(function () {
        status.textContent = text("failed");
        pay.disabled = false;
        emit("checkoutStateChange", { state: "error" });
      });
  }

  var api = {
    version: 1,
    aid: aid,
    ready: false,
    failed: false,
    /** Runs the experience: shows the offer template in `options.container`. */
    execute: function (options) {
      config = options;
      if (!template) return;
      emit("experienceExecute", { aid: aid });
      renderOffer();
    },
    setUser: function (user) {
      if (config) config.user = user;
    },
    startCheckout: function (selection) {
      if (!template || !config) return;
      var term = selection && termOf(selection.termId);
      current = term ? { offerId: template.offer.offerId, termId: term.termId } : { offerId: template.offer.offerId, termId: template.offer.terms[0].termId };
      renderCheckout();
    },
    destroy: function () {
      if (config && config.container) while (config.container.firstChild) config.container.removeChild(config.container.firstChild);
      config = null;
    },
  };
  window.NewsroomPaywall = api;

  fetch(base + "templates/" + encodeURIComponent(aid), { credentials: "omit" })
    .then(function (response) {
      if (!response.ok) throw new Error("template " + response.status);
      return response.json();
    })
    .then(function (json) {
      template = json.data.template;
      api.ready = true;
    })
    .catch(function (error) {
      failed = true;
      api.failed = failed;
      console.error("paywall runtime: no template for " + aid, error);
    });
})();
