# model_config block of the MindFormers YAML generated from the HF config.json (json -> yaml dump of the
# translated dict); arch copied from the Llama recipe.
import json
import yaml
from mindformers import MindFormerConfig, build_context
from mindformers.models import build_network

hf_cfg = {"hidden_size": 64, "num_hidden_layers": 2, "num_attention_heads": 4, "intermediate_size": 128,
          "vocab_size": 128, "max_position_embeddings": 32, "rms_norm_eps": 1e-6, "torch_dtype": "float32"}
model_config = {"hidden_size": hf_cfg["hidden_size"], "num_layers": hf_cfg["num_hidden_layers"],
                "num_heads": hf_cfg["num_attention_heads"], "intermediate_size": hf_cfg["intermediate_size"],
                "vocab_size": hf_cfg["vocab_size"], "seq_length": hf_cfg["max_position_embeddings"],
                "rms_norm_eps": hf_cfg["rms_norm_eps"], "compute_dtype": "float32", "param_init_type": "float32",
                "batch_size": 2}
run_cfg = {"seed": 0, "run_mode": "train", "use_parallel": False,
           "context": {"mode": 1, "device_target": "CPU"}, "parallel": {},
           "model": {"model_config": model_config, "arch": {"type": "LlamaForCausalLM"}}}
with open("run_from_hf_014.yaml", "w") as f:
    yaml.safe_dump(run_cfg, f, sort_keys=False)
print(open("run_from_hf_014.yaml").read())

config = MindFormerConfig("run_from_hf_014.yaml")
build_context(config)
net = build_network(config.model)
print("built", type(net).__name__)
