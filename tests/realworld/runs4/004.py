# generation config: num_return_sequences larger than num_beams with greedy search.
from transformers import GenerationConfig
gc = GenerationConfig(max_new_tokens=64, do_sample=False, num_beams=1, num_return_sequences=4)
gc.validate(strict=True)
print(gc)
