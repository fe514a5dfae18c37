// The row browser of a scorewire report. Builds every element with createElement and
// textContent: no string from the data is ever parsed as HTML.
(function () {
  "use strict";
  var PAGE = 25;
  var data, series, items, filtered = [], page = 0;

  function $(id) { return document.getElementById(id); }
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  function option(select, value, label) {
    var o = document.createElement("option");
    o.value = value;
    o.textContent = label;
    select.appendChild(o);
  }
  function fmt(v) {
    if (v === null || v === undefined) return "-";
    return Math.abs(v - Math.round(v)) < 1e-12 ? String(Math.round(v)) : v.toFixed(4);
  }

  function fillFilters() {
    var datasets = {}, evaluators = {}, scores = {}, failures = {};
    items.forEach(function (it) {
      datasets[it.d] = 1;
      it.e.forEach(function (en) {
        if (!en) return;
        if (en.f) failures[en.f] = 1;
        Object.keys(en.s).forEach(function (ev) {
          evaluators[ev] = 1;
          Object.keys(en.s[ev]).forEach(function (k) { scores[ev + "." + k] = 1; });
        });
      });
    });
    Object.keys(datasets).sort().forEach(function (d) { option($("f-dataset"), d, d); });
    Object.keys(evaluators).sort().forEach(function (d) { option($("f-evaluator"), d, d); });
    Object.keys(scores).sort().forEach(function (d) { option($("f-score"), d, d); });
    Object.keys(failures).sort().forEach(function (d) { option($("f-failure"), d, d); });
  }

  function haystack(it) {
    if (it._text !== undefined) return it._text;
    var parts = [it.k, it.c || ""];
    if (it["in"]) Object.keys(it["in"]).forEach(function (k) { parts.push(it["in"][k]); });
    if (it.g) Object.keys(it.g).forEach(function (k) { parts.push(it.g[k]); });
    it.e.forEach(function (en) {
      if (!en) return;
      parts.push(en.r || "");
      if (en.x) Object.keys(en.x).forEach(function (ev) {
        Object.keys(en.x[ev]).forEach(function (k) { parts.push(en.x[ev][k] || ""); });
      });
      if (en.err) parts.push(en.err.join(" "));
    });
    it._text = parts.join("\n").toLowerCase();
    return it._text;
  }

  function scoreOf(en, ev, key) {
    return en && en.s[ev] && en.s[ev][key] !== undefined ? en.s[ev][key] : undefined;
  }

  function applyFilters() {
    var ds = $("f-dataset").value, ev = $("f-evaluator").value, sc = $("f-score").value;
    var op = $("f-op").value, raw = $("f-value").value, fail = $("f-failure").value;
    var text = $("f-text").value.trim().toLowerCase();
    var differ = $("f-differ") ? $("f-differ").checked : false;
    var num = raw === "" ? null : Number(raw);
    var scEv = null, scKey = null;
    if (sc) { var dot = sc.indexOf("."); scEv = sc.slice(0, dot); scKey = sc.slice(dot + 1); }
    filtered = items.filter(function (it) {
      if (ds && it.d !== ds) return false;
      if (ev && !it.e.some(function (en) { return en && en.s[ev]; })) return false;
      if (fail && !it.e.some(function (en) { return en && en.f === fail; })) return false;
      if (sc) {
        var ok = it.e.some(function (en) {
          var v = scoreOf(en, scEv, scKey);
          if (v === undefined || v === null) return false;
          if (num === null) return true;
          if (op === "eq") return Math.abs(v - num) < 1e-9;
          if (op === "lt") return v < num;
          if (op === "gt") return v > num;
          if (op === "le") return v <= num;
          return v >= num;
        });
        if (!ok) return false;
      }
      if (differ) {
        var seen = {}, disagree = false;
        it.e.forEach(function (en) {
          if (!en) { disagree = true; return; }
          Object.keys(en.s).forEach(function (e2) {
            Object.keys(en.s[e2]).forEach(function (k) {
              var id = e2 + "." + k, v = en.s[e2][k];
              if (id in seen && seen[id] !== v) disagree = true;
              seen[id] = v;
            });
          });
        });
        if (!disagree) return false;
      }
      if (text && haystack(it).indexOf(text) < 0) return false;
      return true;
    });
    page = 0;
    render();
  }

  function fieldBlock(title, obj) {
    var box = el("div", "fields");
    box.appendChild(el("div", "fields-title", title));
    Object.keys(obj).forEach(function (k) {
      var row = el("div", "field");
      row.appendChild(el("span", "field-name", k));
      row.appendChild(el("pre", "field-value", obj[k]));
      box.appendChild(row);
    });
    return box;
  }

  function entryBlock(en, s) {
    var col = el("div", "entry");
    var head = el("div", "entry-head");
    var sw = el("span", "swatch");
    sw.style.background = s.color;
    head.appendChild(sw);
    head.appendChild(el("span", null, s.label));
    col.appendChild(head);
    if (!en) { col.appendChild(el("p", "missing", "not in this run")); return col; }
    if (en.f) col.appendChild(el("div", "failure", "failure: " + en.f));
    col.appendChild(el("div", "fields-title", "response"));
    col.appendChild(el("pre", "response", en.r === null || en.r === undefined ? "(no response)" : en.r));
    var table = el("table", "scores");
    Object.keys(en.s).forEach(function (ev) {
      Object.keys(en.s[ev]).forEach(function (k) {
        var tr = el("tr");
        tr.appendChild(el("td", null, ev + "." + k));
        var v = en.s[ev][k];
        tr.appendChild(el("td", "num " + (v === 1 ? "pass" : v === 0 ? "fail" : ""), fmt(v)));
        table.appendChild(tr);
      });
    });
    col.appendChild(table);
    if (en.x) {
      Object.keys(en.x).forEach(function (ev) {
        col.appendChild(fieldBlock(ev + " extracted / why", en.x[ev]));
      });
    }
    if (en.err) en.err.forEach(function (m) { col.appendChild(el("pre", "err", m)); });
    return col;
  }

  function render() {
    var list = $("row-list");
    while (list.firstChild) list.removeChild(list.firstChild);
    var pages = Math.max(1, Math.ceil(filtered.length / PAGE));
    if (page >= pages) page = pages - 1;
    var start = page * PAGE, stop = Math.min(filtered.length, start + PAGE);
    $("page-info").textContent = filtered.length
      ? "examples " + (start + 1) + "–" + stop + " of " + filtered.length + " (page " + (page + 1) + " of " + pages + ")"
      : "no example matches";
    $("prev").disabled = page === 0;
    $("next").disabled = page >= pages - 1;
    var frag = document.createDocumentFragment();
    for (var i = start; i < stop; i++) {
      var it = filtered[i];
      var card = el("article", "example");
      var h = el("h4", null, it.d + " · " + it.k + (it.c !== undefined ? " · " + it.c : ""));
      card.appendChild(h);
      if (it["in"]) card.appendChild(fieldBlock("input", it["in"]));
      else card.appendChild(el("p", "note", "input fields are not stored in this run's results.jsonl"));
      if (it.g) card.appendChild(fieldBlock("gold", it.g));
      var grid = el("div", "entries");
      it.e.forEach(function (en, si) { grid.appendChild(entryBlock(en, series[si])); });
      card.appendChild(grid);
      frag.appendChild(card);
    }
    list.appendChild(frag);
  }

  function start() {
    data = JSON.parse($("report-data").textContent);
    series = data.series;
    items = data.items;
    fillFilters();
    ["f-dataset", "f-evaluator", "f-score", "f-op", "f-failure", "f-differ"].forEach(function (id) {
      if ($(id)) $(id).addEventListener("change", applyFilters);
    });
    var timer = null;
    ["f-text", "f-value"].forEach(function (id) {
      $(id).addEventListener("input", function () {
        clearTimeout(timer);
        timer = setTimeout(applyFilters, 150);
      });
    });
    $("filters").addEventListener("submit", function (ev) { ev.preventDefault(); });
    $("prev").addEventListener("click", function () { page -= 1; render(); window.scrollTo(0, $("rows").offsetTop); });
    $("next").addEventListener("click", function () { page += 1; render(); window.scrollTo(0, $("rows").offsetTop); });
    filtered = items;
    render();
    document.body.setAttribute("data-rows-ready", String(items.length));
    document.body.setAttribute("data-rows-ready-ms", String(Math.round(performance.now())));
  }

  // Let the server-rendered overview paint first; parse the rows afterwards.
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", function () { setTimeout(start, 0); });
  } else {
    setTimeout(start, 0);
  }
})();
