"""npu-smi: device memory in use and the processes holding it, from ``npu-smi info``.

"Malloc device memory failed" at start-up and "free memory below half" mostly mean another process
already sits on the card; a later out-of-memory is worse when the card is shared. The probe runs
after the failed job has exited, so memory still held now belongs to someone else.

Sample facts (one Atlas card, abridged)::

    {"npu_smi": "/usr/local/bin/npu-smi", "version": "23.0.rc2",
     "devices": [{"npu": 0, "chip": 0, "name": "Ascend910", "health": "OK", "bus_id": "0000:9D:00.0",
                  "hbm_used_mb": 3416, "hbm_total_mb": 65536}],
     "processes": [{"npu": 0, "chip": 0, "pid": 12345, "name": "python", "memory_mb": 60000}]}
"""

from __future__ import annotations

import re
import shutil
import subprocess
from typing import Any

from . import Unavailable

NAME = "npu-smi"
NEEDS: tuple[str, ...] = ()  # a program, not a module: checked in collect
TIMEOUT = 20.0
BUSY_FRACTION = 0.5

_DEVICE = re.compile(r"^\|\s*(\d+)\s+(\S+)\s*\|\s*(\w+)\s*\|")
_CHIP = re.compile(r"^\|\s*(\d+)(?:\s+\d+)?\s*\|\s*([0-9A-Fa-f]{4}:[0-9A-Fa-f:.]+)\s*\|(.*)\|")
_PAIR = re.compile(r"(\d+)\s*/\s*(\d+)")
_PROCESS = re.compile(r"^\|\s*(\d+)\s+(\d+)\s*\|\s*(\d+)\s*\|\s*(\S[^|]*?)\s*\|\s*(\d+)\s*\|")
_VERSION = re.compile(r"npu-smi\s+(\S+)")


def parse(text: str) -> dict[str, Any]:
    """Devices (with HBM used/total, the last "a / b" pair on a chip line) and processes."""
    devices: list[dict[str, Any]] = []
    processes: list[dict[str, Any]] = []
    pending: dict[str, Any] | None = None
    in_processes = False
    for line in text.splitlines():
        if "Process id" in line:
            in_processes = True
            continue
        if in_processes:
            m = _PROCESS.match(line)
            if m:
                processes.append({"npu": int(m.group(1)), "chip": int(m.group(2)), "pid": int(m.group(3)),
                                  "name": m.group(4), "memory_mb": int(m.group(5))})
            continue
        chip = _CHIP.match(line)
        if chip and pending is not None:
            pairs = _PAIR.findall(chip.group(3))
            used, total = (int(pairs[-1][0]), int(pairs[-1][1])) if pairs else (None, None)
            devices.append({**pending, "chip": int(chip.group(1)), "bus_id": chip.group(2),
                            "hbm_used_mb": used, "hbm_total_mb": total})
            pending = None
            continue
        device = _DEVICE.match(line)
        if device and not line.startswith("| NPU"):
            pending = {"npu": int(device.group(1)), "name": device.group(2), "health": device.group(3)}
    version = _VERSION.search(text)
    return {"version": version.group(1) if version else None, "devices": devices, "processes": processes}


def collect(args: dict[str, Any]) -> dict[str, Any]:
    program = shutil.which("npu-smi")
    if program is None:
        raise Unavailable("npu-smi is not on PATH (no Ascend driver on this host)")
    done = subprocess.run([program, "info"], capture_output=True, text=True, timeout=TIMEOUT - 5)
    facts = parse(done.stdout)
    facts.update({"npu_smi": program, "returncode": done.returncode, "raw": done.stdout[-4000:]})
    return facts


def judge(args: dict[str, Any], facts: dict[str, Any]) -> tuple[str, str]:
    devices = facts.get("devices") or []
    if not devices:
        return "inconclusive", "npu-smi listed no devices"
    wanted = str(args.get("device_id") or args.get("device") or "")
    chosen = [d for d in devices if wanted.isdigit() and d.get("npu") == int(wanted)] or devices
    busy = [d for d in chosen if d.get("hbm_total_mb") and d["hbm_used_mb"] / d["hbm_total_mb"] >= BUSY_FRACTION]
    holders = [p for p in facts.get("processes") or [] if any(p["npu"] == d["npu"] for d in chosen)]
    usage = ", ".join(f"NPU {d['npu']}: {d.get('hbm_used_mb')}/{d.get('hbm_total_mb')} MB" for d in chosen[:8])
    if busy or holders:
        who = "; ".join(f"pid {p['pid']} ({p['name']}) holds {p['memory_mb']} MB on NPU {p['npu']}"
                        for p in holders[:6])
        return "confirmed", f"device memory is held now, after the job ended: {usage}" + (f"; {who}" if who else "")
    return "inconclusive", f"the devices are free now ({usage}): the memory was used by the job itself"
