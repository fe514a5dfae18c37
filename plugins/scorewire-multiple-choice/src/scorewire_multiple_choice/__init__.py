"""scorewire plugin scorewire-multiple-choice."""
