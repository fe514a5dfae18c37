"""scorewire on Ray."""
