# GenerationConfig with sampling params while do_sample=False (copied defaults), saved for deployment.
import warnings
from transformers import GenerationConfig, LlamaConfig
gc = GenerationConfig(max_new_tokens=32, do_sample=False, temperature=0.7, top_p=0.9)
gc.save_pretrained("gen_cfg")
print(GenerationConfig.from_pretrained("gen_cfg"))
cfg = LlamaConfig(hidden_size=128, intermediate_size=256, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2)
cfg.save_pretrained("cfg")
print(LlamaConfig.from_pretrained("cfg").num_key_value_heads)
