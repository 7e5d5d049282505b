# Folder exported by an in-house MindSpore -> HF converter: config.json holds the hyper-parameters but the
# converter never wrote "model_type" (nor "architectures"); the folder name does not contain a known model name.
import json, os
os.makedirs("export/step_12000", exist_ok=True)
json.dump({"vocab_size": 32000, "hidden_size": 1024, "intermediate_size": 2816, "num_hidden_layers": 12,
           "num_attention_heads": 16, "num_key_value_heads": 4, "rms_norm_eps": 1e-6, "rope_theta": 10000.0,
           "max_position_embeddings": 4096, "torch_dtype": "bfloat16"},
          open("export/step_12000/config.json", "w"), indent=2)
from transformers import AutoConfig
config = AutoConfig.from_pretrained("export/step_12000")
print(config)
