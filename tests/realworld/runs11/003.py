# model_config written from the HF checkpoint's config.json and TrainingArguments(bf16=True): compute_dtype set to
# "bf16" (HF/accelerate spelling); mindformers expects the dtype keyword "bfloat16".
import json, textwrap
from mindformers import MindFormerConfig
from mindformers.models.llama import LlamaConfig, LlamaForCausalLM
hf = {"architectures": ["LlamaForCausalLM"], "hidden_size": 256, "intermediate_size": 688, "num_attention_heads": 4,
      "num_hidden_layers": 2, "vocab_size": 1024, "max_position_embeddings": 128, "rms_norm_eps": 1e-6,
      "torch_dtype": "bfloat16"}
mixed_precision = "bf16"   # from the accelerate config of the PyTorch run
model_config = {"type": "LlamaConfig", "hidden_size": hf["hidden_size"], "intermediate_size": hf["intermediate_size"],
                "num_heads": hf["num_attention_heads"], "num_layers": hf["num_hidden_layers"],
                "vocab_size": hf["vocab_size"], "seq_length": hf["max_position_embeddings"],
                "rms_norm_eps": hf["rms_norm_eps"], "compute_dtype": mixed_precision,
                "layernorm_compute_type": "float32", "softmax_compute_type": "float32", "param_init_type": "float32"}
with open("model_config.json", "w") as f:
    json.dump(model_config, f, indent=2)
config = MindFormerConfig(model={"model_config": model_config})
print("model_config:", json.dumps(model_config), flush=True)
llama_config = LlamaConfig(**{k: v for k, v in config.model.model_config.items() if k != "type"})
net = LlamaForCausalLM(llama_config)
print("parameters:", sum(p.size for p in net.get_parameters()), flush=True)
