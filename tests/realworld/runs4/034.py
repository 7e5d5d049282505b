# mindformers: the model config class name misspelt in the YAML, resolved through the registry.
import yaml
from mindformers import MindFormerConfig
from mindformers.models.build_config import build_model_config
open("run_llama_tiny.yaml", "w").write(yaml.safe_dump({"model": {"model_config": {"type": "LLamaConfig", "num_layers": 2, "hidden_size": 64, "num_heads": 4, "vocab_size": 256, "seq_length": 32}, "arch": {"type": "LlamaForCausalLM"}}}))
cfg = MindFormerConfig("run_llama_tiny.yaml")
print(build_model_config(cfg.model.model_config))
