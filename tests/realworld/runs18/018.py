# Model config loaded with transformers (the team's data tooling already uses it) and handed to the
# MindFormers auto class to build the MindSpore network.
import json, os
import mindspore as ms
from transformers import AutoConfig as HFAutoConfig
from mindformers import AutoModel

ms.set_device("CPU")
os.makedirs("tiny_llama", exist_ok=True)
with open("tiny_llama/config.json", "w") as f:
    json.dump({"model_type": "llama", "architectures": ["LlamaForCausalLM"], "hidden_size": 64,
               "intermediate_size": 176, "num_attention_heads": 4, "num_hidden_layers": 1,
               "num_key_value_heads": 4, "vocab_size": 256, "max_position_embeddings": 64,
               "rms_norm_eps": 1e-5}, f)
hf_config = HFAutoConfig.from_pretrained("tiny_llama")
model = AutoModel.from_config(hf_config)
print(type(model).__name__)
