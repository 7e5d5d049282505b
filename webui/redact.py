"""Remove secrets from text before a shared report is stored.

Shared pages end up in chat rooms and tickets, so credentials that training logs print by accident
(tokens in URLs, `export OBS_SK=...`, a Bearer header in a debug dump) are replaced before anything
touches the database. IP addresses and host names can be masked too; they get stable placeholders
(`<ip-1>`, `<host-2>`) so "rank 3 could not reach rank 0" stays readable.
"""

from __future__ import annotations

import ipaddress
from typing import Any

import regex

MASK = "[REDACTED]"

# Distinctive token shapes, found anywhere.
_TOKEN_SHAPES = regex.compile(
    r"\b(?:"
    r"AKIA[0-9A-Z]{16}"                         # AWS access key id
    r"|gh[pousr]_[A-Za-z0-9]{30,}"              # GitHub tokens
    r"|github_pat_[A-Za-z0-9_]{40,}"
    r"|hf_[A-Za-z0-9]{30,}"                     # Hugging Face tokens
    r"|sk-[A-Za-z0-9_-]{20,}"                   # API keys in the sk- style
    r"|xox[abprs]-[A-Za-z0-9-]{10,}"            # Slack
    r"|eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"  # JWT
    r")")
_BEARER = regex.compile(
    r"(?i)(\bbearer|\bauthorization\s*[:=]\s*(?:basic|token|bearer)?)(\s*)([A-Za-z0-9._~+/=-]{12,})")
_URL_PASSWORD = regex.compile(r"(?i)\b([a-z][a-z0-9+.-]*://[^\s:/@]+:)([^\s@/]+)(@)")
_PEM = regex.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----.*?(?:-----END [A-Z ]*PRIVATE KEY-----|\Z)", regex.S)

# `name = value` where the name says it holds a secret. Names that merely mention tokens as text
# units (`max_tokens`, `pad_token_id`, `num_tokens`) must survive: they carry diagnoses.
_SECRET_NAME = (
    r"(?:[A-Za-z0-9]+[_.-])*"
    r"(?:password|passwd|pwd|passphrase|secret|secret[_-]?key|secret[_-]?access[_-]?key|access[_-]?key(?:[_-]?id)?"
    r"|api[_-]?key|apikey|private[_-]?key|credentials?|auth[_-]?token|access[_-]?token|refresh[_-]?token"
    r"|session[_-]?token|security[_-]?token|token|ak|sk)"
)
_ASSIGNMENT = regex.compile(
    r"(?i)(?<![A-Za-z0-9_])(?P<name>[\"']?" + _SECRET_NAME + r"[\"']?)"
    r"(?P<sep>\s*(?:=|:|=>)\s*|\s+)"
    r"(?P<quote>[\"']?)(?P<value>[^\s\"',;}\]]+)")
_UNIT_TOKEN = regex.compile(r"(?i)(?:pad|eos|bos|unk|sep|cls|mask|max|num|special)[_.-]?token$")

_IPV4 = regex.compile(r"(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])")
_VERSION_BEFORE = regex.compile(r"(?i)(?:version|ver|v|==|>=|<=|~=)\s*[:=]?\s*$")
_IPV6 = regex.compile(r"(?<![0-9A-Fa-f:])(?:[0-9A-Fa-f]{1,4}:){2,7}[0-9A-Fa-f]{1,4}(?![0-9A-Fa-f:])")
# Host names: dotted names ending in a real-world or intranet suffix (module paths such as
# `mindformers.core.callback` do not end in one and are left alone).
_HOST = regex.compile(
    r"(?i)(?<![\w.-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+"
    r"(?:com|net|org|cn|io|ai|dev|cloud|local|lan|internal|intranet|corp|huawei|edu)(?![\w-])")
# Public sites that error messages and docs point at: masking them hides nothing and loses the hint.
PUBLIC_HOSTS = ("hiascend.com", "huawei.com", "huaweicloud.com", "mindspore.cn", "gitee.com", "github.com",
                "githubusercontent.com", "huggingface.co", "pytorch.org", "python.org", "pypi.org", "nvidia.com",
                "modelscope.cn", "openi.pcl.ac.cn")
_HOST_ASSIGNMENT = regex.compile(r"(?i)\b(hostname|host_name|node_name|nodename)(\s*[:=]\s*)([\w.-]+)")


def _value_is_secret(name: str, value: str) -> bool:
    bare = name.strip("\"'").lower()
    if _UNIT_TOKEN.search(bare) or bare.endswith(("_id", "-id")) and "token" in bare:
        return False
    if value.lower() in {"none", "null", "true", "false", "''", '""', "***", MASK.lower()}:
        return False
    short_name = bare.rsplit("_", 1)[-1] in {"ak", "sk", "token"}
    # `sk 3` or `token 5` in prose is not a secret; real tokens and keys are long.
    return len(value) >= 12 if short_name else len(value) >= 1


class Redactor:
    """One redaction pass over a whole shared record, so placeholders stay consistent across fields."""

    def __init__(self, ips: bool = True, hosts: bool = True, public_hosts: tuple[str, ...] = PUBLIC_HOSTS):
        self.ips = ips
        self.hosts = hosts
        self.public_hosts = tuple(h.lower() for h in public_hosts)
        self._aliases: dict[str, str] = {}

    def _alias(self, kind: str, value: str) -> str:
        key = f"{kind}:{value.lower()}"
        if key not in self._aliases:
            count = sum(1 for k in self._aliases if k.startswith(kind + ":")) + 1
            self._aliases[key] = f"<{kind}-{count}>"
        return self._aliases[key]

    def text(self, value: str) -> str:
        value = _PEM.sub(MASK, value)
        value = _URL_PASSWORD.sub(lambda m: m.group(1) + MASK + m.group(3), value)
        value = _BEARER.sub(lambda m: m.group(1) + m.group(2) + MASK, value)
        value = _TOKEN_SHAPES.sub(MASK, value)
        value = _ASSIGNMENT.sub(self._assignment, value)
        if self.ips:
            value = _IPV4.sub(self._ipv4, value)
            value = _IPV6.sub(lambda m: self._ip(m.group(0)), value)
        if self.hosts:
            value = _HOST_ASSIGNMENT.sub(lambda m: m.group(1) + m.group(2) + self._alias("host", m.group(3)), value)
            value = _HOST.sub(self._host, value)
        return value

    def _assignment(self, m: regex.Match) -> str:
        if not _value_is_secret(m.group("name"), m.group("value")):
            return m.group(0)
        return m.group("name") + m.group("sep") + m.group("quote") + MASK

    def _host(self, m: regex.Match) -> str:
        name = m.group(0).lower()
        if any(name == h or name.endswith("." + h) for h in self.public_hosts):
            return m.group(0)
        return self._alias("host", m.group(0))

    def _ipv4(self, m: regex.Match) -> str:
        if _VERSION_BEFORE.search(m.string[max(0, m.start() - 12):m.start()]):
            return m.group(0)  # `version 2.3.0.1`, `cann==8.0.0.1`
        return self._ip(m.group(0))

    def _ip(self, text: str) -> str:
        try:
            address = ipaddress.ip_address(text)
        except ValueError:
            return text  # 300.1.2.3 and the like
        if address.is_loopback or address.is_unspecified:
            return text
        return self._alias("ip", text)

    def value(self, obj: Any) -> Any:
        """Redact every string in a JSON-like structure (keys stay: they are the report's schema)."""
        if isinstance(obj, str):
            return self.text(obj)
        if isinstance(obj, list):
            return [self.value(v) for v in obj]
        if isinstance(obj, dict):
            return {k: self.value(v) for k, v in obj.items()}
        return obj
