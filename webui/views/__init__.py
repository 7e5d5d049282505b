"""Blueprints: `pages` (the paste-in page and KB articles), `api` (JSON), `share` (stored results)."""
