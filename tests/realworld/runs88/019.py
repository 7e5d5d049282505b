# Qwen-style HF config (explicit head_dim, hidden_size not divisible by heads) mapped onto MindFormers LlamaConfig
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
hf_cfg = {"vocab_size": 1000, "hidden_size": 80, "head_dim": 16, "intermediate_size": 256, "num_hidden_layers": 2,
          "num_attention_heads": 6, "num_key_value_heads": 2, "max_position_embeddings": 128,
          "rms_norm_eps": 1e-6, "rope_theta": 10000.0}
cfg = LlamaConfig(vocab_size=hf_cfg["vocab_size"], hidden_size=hf_cfg["hidden_size"],
                  intermediate_size=hf_cfg["intermediate_size"], num_layers=hf_cfg["num_hidden_layers"],
                  num_heads=hf_cfg["num_attention_heads"], n_kv_heads=hf_cfg["num_key_value_heads"],
                  seq_length=32, rms_norm_eps=hf_cfg["rms_norm_eps"], theta=hf_cfg["rope_theta"],
                  compute_dtype="float32", layernorm_compute_type="float32", softmax_compute_type="float32",
                  rotary_dtype="float32", param_init_type="float32", use_flash_attention=False)
model = LlamaForCausalLM(cfg)
print("params:", sum(p.size for p in model.get_parameters()))
ids = Tensor(np.random.randint(0, 1000, (2, 33)).astype(np.int32))
print("loss:", model(input_ids=ids))
