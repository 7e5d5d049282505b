# Generation settings ported from a blog post about static KV caches; the generation_config.json written
# for the exported model uses cache_implementation "static_cache".
import json, os
from transformers import GenerationConfig

os.makedirs("export", exist_ok=True)
with open("export/generation_config.json", "w") as f:
    json.dump({"bos_token_id": 1, "eos_token_id": 2, "pad_token_id": 0, "max_new_tokens": 128,
               "do_sample": True, "temperature": 0.7, "top_p": 0.9,
               "cache_implementation": "static_cache"}, f, indent=2)
gen_cfg = GenerationConfig.from_pretrained("export")
print(gen_cfg)
