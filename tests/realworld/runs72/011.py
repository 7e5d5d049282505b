# sampling settings for the MindSpore port's eval harness
from transformers import GenerationConfig
gen = GenerationConfig.from_dict({
    "max_new_tokens": 64,
    "num_beams": 1,
    "do_sample": False,
    "num_return_sequences": 4,
    "eos_token_id": 151643,
})
gen.validate(strict=True)
print(gen)
