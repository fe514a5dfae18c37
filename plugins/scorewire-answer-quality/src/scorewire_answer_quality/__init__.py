"""scorewire plugin scorewire-answer-quality."""
