# Mistake: HF habit of pointing everything at the model folder: the MindFormers run config is built with
# MindFormerConfig("smollm2/config.json") (the HF config.json) instead of the run YAML. MindFormerConfig
# reads YAML run configs with top-level sections (model/model_config, trainer, runner_config, ...); the
# HF file has none of them, so the sections the launcher reads are missing.
import json, os
from mindformers import MindFormerConfig
from mindformers.models.llama import LlamaConfig

os.makedirs("smollm2", exist_ok=True)
with open("smollm2/config.json", "w") as f:
    json.dump({"architectures": ["LlamaForCausalLM"], "hidden_size": 576, "intermediate_size": 1536,
               "num_attention_heads": 9, "num_key_value_heads": 3, "num_hidden_layers": 30,
               "vocab_size": 49152, "max_position_embeddings": 8192, "rms_norm_eps": 1e-05,
               "rope_theta": 100000, "model_type": "llama", "torch_dtype": "bfloat16",
               "tie_word_embeddings": True}, f, indent=2)

config = MindFormerConfig("smollm2/config.json")
print("run config sections:", list(config.keys()))
model_config = LlamaConfig(**config.model.model_config)
print("layers:", model_config.num_layers, "batch size:", config.runner_config.batch_size)
