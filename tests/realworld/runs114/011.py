"""Build a tiny Llama in MindFormers from a Hugging Face style config.json (converted checkpoint experiment)."""
import json
import numpy as np
import mindspore as ms
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

# config.json copied from the HF repo of our tiny test model
hf_config = json.loads("""{
  "architectures": ["LlamaForCausalLM"],
  "hidden_size": 80,
  "intermediate_size": 160,
  "num_attention_heads": 5,
  "num_hidden_layers": 2,
  "num_key_value_heads": 5,
  "max_position_embeddings": 64,
  "rms_norm_eps": 1e-06,
  "vocab_size": 128,
  "bos_token_id": 1,
  "eos_token_id": 2
}""")
hf_config.pop("architectures")

config = LlamaConfig(batch_size=2, seq_length=32, compute_dtype="float32", param_init_type="float32",
                     use_flash_attention=False, **hf_config)
print("building LlamaForCausalLM with hidden_size=%d, intermediate_size=%d, vocab_size=%d"
      % (config.hidden_size, config.intermediate_size, config.vocab_size))
model = LlamaForCausalLM(config)
print("parameters:", sum(int(np.prod(p.shape)) for p in model.get_parameters()))
