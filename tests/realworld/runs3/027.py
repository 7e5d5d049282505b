# healthy: mindformers AutoConfig.from_pretrained on a converted HF config.json (keys mapped, config printed)
# The user checks that mindformers reads the HF-style config.json of a converted checkpoint; it does.
import json, os
import mindspore as ms
ms.set_device("CPU")
os.makedirs("llama3_8b_hf", exist_ok=True)
with open("llama3_8b_hf/config.json", "w") as f:
    json.dump({"model_type": "llama", "hidden_size": 4096, "num_attention_heads": 32, "num_hidden_layers": 32,
               "vocab_size": 128256}, f)
from mindformers import AutoConfig
config = AutoConfig.from_pretrained("./llama3_8b_hf/config.json")
print(config)
