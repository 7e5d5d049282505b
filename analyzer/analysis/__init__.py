"""Whole-run analysis of scan results: ranks, time, phase, loss, families, the verdict."""
