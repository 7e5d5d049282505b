# GenerationConfig with max_new_tokens=-1 (meaning "unlimited" in another toolkit)
# Inference script passes -1 as in a llama.cpp-style n_predict setting.
import transformers
print("transformers", transformers.__version__)
from transformers import GenerationConfig
gen = GenerationConfig(max_new_tokens=-1, do_sample=True, temperature=0.7, top_p=0.9)
print(gen)
