// Progressive enhancement only: the form works without this file.
// Drag-and-drop of several files, a list of chosen files, a busy state, copy buttons, Ctrl+Enter.
(function () {
  "use strict";

  function formatSize(bytes) {
    if (bytes < 1024) return bytes + " B";
    if (bytes < 1024 * 1024) return (bytes / 1024).toFixed(1) + " KB";
    return (bytes / 1024 / 1024).toFixed(1) + " MB";
  }

  function showFiles(input, list) {
    while (list.firstChild) list.removeChild(list.firstChild);
    Array.prototype.forEach.call(input.files, function (file) {
      var item = document.createElement("li");
      item.textContent = file.name + " · " + formatSize(file.size);  // textContent: names are never HTML
      list.appendChild(item);
    });
  }

  function mergeFiles(input, dropped) {
    if (typeof DataTransfer === "undefined") { input.files = dropped; return; }
    var merged = new DataTransfer();
    Array.prototype.forEach.call(input.files, function (f) { merged.items.add(f); });
    Array.prototype.forEach.call(dropped, function (f) { merged.items.add(f); });
    input.files = merged.files;
  }

  function setUpDropzone() {
    var zone = document.getElementById("dropzone");
    var input = document.getElementById("file");
    var list = document.getElementById("file-list");
    if (!zone || !input || !list) return;
    input.addEventListener("change", function () { showFiles(input, list); });
    ["dragenter", "dragover"].forEach(function (name) {
      zone.addEventListener(name, function (event) {
        event.preventDefault();
        zone.classList.add("dragging");
      });
    });
    ["dragleave", "drop"].forEach(function (name) {
      zone.addEventListener(name, function () { zone.classList.remove("dragging"); });
    });
    zone.addEventListener("drop", function (event) {
      event.preventDefault();
      if (event.dataTransfer && event.dataTransfer.files.length) {
        mergeFiles(input, event.dataTransfer.files);
        showFiles(input, list);
      }
    });
    // Dropping on the text area adds files instead of pasting their bytes as text.
    var text = document.getElementById("log");
    if (text) {
      text.addEventListener("drop", function (event) {
        if (event.dataTransfer && event.dataTransfer.files.length) {
          event.preventDefault();
          mergeFiles(input, event.dataTransfer.files);
          showFiles(input, list);
        }
      });
    }
  }

  function setUpSubmit() {
    var form = document.getElementById("diagnose-form");
    var button = document.getElementById("submit");
    if (!form || !button) return;
    var label = button.textContent;
    form.addEventListener("submit", function () {
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

  function setUpCopyButtons() {
    Array.prototype.forEach.call(document.querySelectorAll(".js-copy"), function (button) {
      var field = document.getElementById(button.getAttribute("data-copy"));
      if (!field || !navigator.clipboard) return;
      button.hidden = false;
      button.addEventListener("click", function () {
        navigator.clipboard.writeText(field.value).then(function () {
          var label = button.textContent;
          button.textContent = "✓";
          setTimeout(function () { button.textContent = label; }, 1500);
        });
      });
    });
    Array.prototype.forEach.call(document.querySelectorAll(".copy-field"), function (field) {
      field.addEventListener("focus", function () { field.select(); });
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    setUpDropzone();
    setUpSubmit();
    setUpCopyButtons();
  });
})();
