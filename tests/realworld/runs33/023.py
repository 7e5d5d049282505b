# Healthy: MindFormers run YAML (space-indented) loaded with MindFormerConfig, a tiny LlamaConfig/
# LlamaForCausalLM built from it on CPU, and the HF-side generation_config.json written with a valid
# cache_implementation ("static"), saved and re-read.
import json, os
from mindformers import MindFormerConfig, LlamaConfig, LlamaForCausalLM
from transformers import GenerationConfig

yaml_text = """seed: 42
run_mode: 'train'
parallel_config:
  data_parallel: 1
  model_parallel: 1
  pipeline_stage: 1
model:
  model_config:
    num_layers: 2
    hidden_size: 64
    num_heads: 4
    vocab_size: 256
    seq_length: 32
    compute_dtype: float32
    param_init_type: float32
runner_config:
  epochs: 1
  batch_size: 2
"""
with open("finetune_llama_tiny.yaml", "w") as f:
    f.write(yaml_text)
cfg = MindFormerConfig("finetune_llama_tiny.yaml")
print("parallel_config", cfg.parallel_config)
mc = cfg.model.model_config
model = LlamaForCausalLM(LlamaConfig(num_layers=mc.num_layers, hidden_size=mc.hidden_size, num_heads=mc.num_heads,
                                     vocab_size=mc.vocab_size, seq_length=mc.seq_length,
                                     compute_dtype=mc.compute_dtype, param_init_type=mc.param_init_type))
n_params = sum(p.size for p in model.get_parameters())
print("tiny llama parameters:", n_params)

os.makedirs("export", exist_ok=True)
gen = GenerationConfig(bos_token_id=1, eos_token_id=2, pad_token_id=0, max_new_tokens=32, do_sample=True,
                       temperature=0.7, top_p=0.9, cache_implementation="static")
gen.save_pretrained("export")
print(GenerationConfig.from_pretrained("export").cache_implementation)
