// Progressive enhancement only: the form works without this file.
// Files and folders (chosen or dropped) as removable chips with their path and rank, a size check
// before upload, a busy state, copy buttons, a live filter on the knowledge-base index, Ctrl+Enter.
(function () {
  "use strict";

  // Same rule as the server's rank_from_path: `rank_3/info.log`, `worker_3.log`; the last match wins.
  var RANK_IN_PATH = /(?:^|[\/\\_.-])(?:rank|worker)[_-]?(\d{1,5})(?=$|[\/\\_.-])/gi;
  var chosen = [];  // [{file: File, path: "rank_3/info.log"}]

  function formatSize(bytes) {
    if (bytes < 1024) return bytes + " B";
    if (bytes < 1024 * 1024) return (bytes / 1024).toFixed(1) + " KB";
    return (bytes / 1024 / 1024).toFixed(1) + " MB";
  }

  function rankOf(path) {
    var match, rank = null;
    RANK_IN_PATH.lastIndex = 0;
    while ((match = RANK_IN_PATH.exec(path)) !== null) rank = match[1];
    return rank;
  }

  function pathOf(file) {
    return file.webkitRelativePath || file.msdiagPath || file.name;
  }

  function syncInput(input) {
    // The chosen files, renamed to their relative path, become the `file` field the form posts.
    if (typeof DataTransfer === "undefined") return;
    var merged = new DataTransfer();
    chosen.forEach(function (item) {
      var named = item.path === item.file.name ? item.file
        : new File([item.file], item.path, {type: item.file.type, lastModified: item.file.lastModified});
      merged.items.add(named);
    });
    input.files = merged.files;
  }

  function showFiles(input, list) {
    while (list.firstChild) list.removeChild(list.firstChild);
    chosen.forEach(function (item, index) {
      var chip = document.createElement("li");
      var name = document.createElement("span");
      name.className = "chip-path";
      name.textContent = item.path;  // textContent: names are never HTML
      chip.appendChild(name);
      var rank = rankOf(item.path);
      var meta = document.createElement("span");
      meta.className = "chip-meta";
      meta.textContent = (rank !== null ? (list.getAttribute("data-rank") || "rank") + " " + rank + " · " : "")
        + formatSize(item.file.size);
      chip.appendChild(meta);
      var remove = document.createElement("button");
      remove.type = "button";
      remove.className = "chip-remove";
      remove.textContent = "×";
      remove.setAttribute("aria-label", (list.getAttribute("data-remove") || "Remove") + " " + item.path);
      remove.addEventListener("click", function () {
        chosen.splice(index, 1);
        syncInput(input);
        showFiles(input, list);
      });
      chip.appendChild(remove);
      list.appendChild(chip);
    });
    checkSize();
  }

  function addFiles(files, input, list) {
    Array.prototype.forEach.call(files, function (file) {
      var path = pathOf(file);
      var duplicate = chosen.some(function (item) { return item.path === path && item.file.size === file.size; });
      if (!duplicate) chosen.push({file: file, path: path});
    });
    chosen.sort(function (a, b) { return a.path.localeCompare(b.path, undefined, {numeric: true}); });
    syncInput(input);
    showFiles(input, list);
  }

  // A dropped folder arrives as a directory entry: walk it and keep each file's path inside it.
  function readEntry(entry, prefix, out) {
    return new Promise(function (resolve) {
      if (entry.isFile) {
        entry.file(function (file) {
          file.msdiagPath = prefix + file.name;
          out.push(file);
          resolve();
        }, function () { resolve(); });
      } else if (entry.isDirectory) {
        var reader = entry.createReader();
        var all = [];
        var next = function () {
          reader.readEntries(function (entries) {
            if (!entries.length) {
              Promise.all(all.map(function (e) { return readEntry(e, prefix + entry.name + "/", out); })).then(resolve);
              return;
            }
            all = all.concat(Array.prototype.slice.call(entries));
            next();
          }, function () { resolve(); });
        };
        next();
      } else {
        resolve();
      }
    });
  }

  function droppedFiles(dataTransfer) {
    var items = dataTransfer.items;
    if (!items || !items.length || !items[0].webkitGetAsEntry) return Promise.resolve(dataTransfer.files);
    var entries = [];
    Array.prototype.forEach.call(items, function (item) {
      var entry = item.kind === "file" && item.webkitGetAsEntry();
      if (entry) entries.push(entry);
    });
    var out = [];
    return Promise.all(entries.map(function (e) { return readEntry(e, "", out); })).then(function () {
      return out.length ? out : dataTransfer.files;
    });
  }

  function checkSize() {
    var form = document.getElementById("diagnose-form");
    var alert = document.getElementById("size-alert");
    var button = document.getElementById("submit");
    if (!form || !alert || !button) return true;
    var limit = parseInt(form.getAttribute("data-max-bytes"), 10) || 0;
    var text = document.getElementById("log");
    var total = chosen.reduce(function (sum, item) { return sum + item.file.size; }, 0);
    if (text && typeof Blob !== "undefined") total += new Blob([text.value]).size;
    var over = limit > 0 && total > limit;
    alert.hidden = !over;
    if (over) {
      alert.textContent = (form.getAttribute("data-too-large") || "Too large: {size} > {limit}")
        .replace("{size}", formatSize(total)).replace("{limit}", formatSize(limit));
    }
    button.disabled = over;
    return !over;
  }

  function setUpDropzone() {
    var zone = document.getElementById("dropzone");
    var input = document.getElementById("file");
    var folder = document.getElementById("folder");
    var list = document.getElementById("file-list");
    if (!zone || !input || !list) return;
    input.addEventListener("change", function () {
      // The picker replaces the field's files: keep the ones chosen before, add the new ones.
      var picked = Array.prototype.slice.call(input.files);
      addFiles(picked, input, list);
    });
    if (folder) {
      folder.addEventListener("change", function () {
        addFiles(folder.files, input, list);
        folder.value = "";  // its files now travel in the `file` field, once
      });
    }
    ["dragenter", "dragover"].forEach(function (name) {
      zone.addEventListener(name, function (event) {
        event.preventDefault();
        zone.classList.add("dragging");
      });
    });
    ["dragleave", "drop"].forEach(function (name) {
      zone.addEventListener(name, function () { zone.classList.remove("dragging"); });
    });
    var onDrop = function (event) {
      if (!event.dataTransfer || !(event.dataTransfer.files.length || (event.dataTransfer.items || []).length)) return;
      event.preventDefault();
      droppedFiles(event.dataTransfer).then(function (files) { addFiles(files, input, list); });
    };
    zone.addEventListener("drop", onDrop);
    // Dropping on the text area adds files instead of pasting their bytes as text.
    var text = document.getElementById("log");
    if (text) {
      text.addEventListener("drop", function (event) {
        if (event.dataTransfer && event.dataTransfer.files.length) onDrop(event);
      });
      text.addEventListener("change", checkSize);
      text.addEventListener("paste", function () { setTimeout(checkSize, 0); });
    }
  }

  function setUpSubmit() {
    var form = document.getElementById("diagnose-form");
    var button = document.getElementById("submit");
    if (!form || !button) return;
    var label = button.textContent;
    form.addEventListener("submit", function (event) {
      if (!checkSize()) {
        event.preventDefault();
        return;
      }
      button.disabled = true;
      button.textContent = button.getAttribute("data-working") || button.textContent;
    });
    // Back/forward cache: a page restored after submitting must not keep a disabled button.
    window.addEventListener("pageshow", function () {
      button.disabled = false;
      button.textContent = label;
    });
    var text = document.getElementById("log");
    if (text) {
      text.addEventListener("keydown", function (event) {
        if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          if (form.requestSubmit) form.requestSubmit(); else form.submit();
        }
      });
    }
  }

  function copyText(text, button) {
    var done = function () {
      var label = button.textContent;
      button.textContent = "✓";
      button.classList.add("copied");
      setTimeout(function () { button.textContent = label; button.classList.remove("copied"); }, 1500);
    };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(done, function () { fallbackCopy(text) && done(); });
    } else if (fallbackCopy(text)) {
      done();
    }
  }

  function fallbackCopy(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.className = "offscreen";
    document.body.appendChild(area);
    area.select();
    var ok = false;
    try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
    document.body.removeChild(area);
    return ok;
  }

  function setUpCopyButtons() {
    Array.prototype.forEach.call(document.querySelectorAll(".js-copy"), function (button) {
      var fieldId = button.getAttribute("data-copy");
      var field = fieldId ? document.getElementById(fieldId) : null;
      var text = button.getAttribute("data-copy-text");
      if (!field && text === null) return;
      button.hidden = false;
      button.addEventListener("click", function () { copyText(field ? field.value : text, button); });
    });
    Array.prototype.forEach.call(document.querySelectorAll(".copy-field"), function (field) {
      field.addEventListener("focus", function () { field.select(); });
    });
  }

  function setUpKbFilter() {
    var query = document.getElementById("kb-q");
    var list = document.getElementById("kb-list");
    if (!query || !list) return;
    query.addEventListener("input", function () {
      var needle = query.value.trim().toLowerCase();
      Array.prototype.forEach.call(list.children, function (item) {
        item.hidden = needle !== "" && (item.getAttribute("data-search") || "").indexOf(needle) < 0;
      });
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    document.documentElement.classList.add("js");
    setUpDropzone();
    setUpSubmit();
    setUpCopyButtons();
    setUpKbFilter();
  });
})();
