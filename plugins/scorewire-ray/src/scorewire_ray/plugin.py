"""Hook implementations."""
