# GenerationConfig num_return_sequences larger than num_beams
import transformers
print("transformers", transformers.__version__)
from transformers import GenerationConfig
gc = GenerationConfig(num_beams=2, num_return_sequences=4, do_sample=False, max_new_tokens=32)
gc.validate(strict=True)
print(gc)
