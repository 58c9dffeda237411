"""Southern Islands (si1): card behaviour, in number order. The set has no Trainers."""
