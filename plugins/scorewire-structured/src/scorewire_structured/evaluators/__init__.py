"""Evaluator classes of this plugin, one module per family."""
