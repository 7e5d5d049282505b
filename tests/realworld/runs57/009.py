"""Sampling demo: decoding settings kept in the transformers GenerationConfig used by the HF scripts."""
from transformers import GenerationConfig
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

cfg = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, n_kv_heads=2, vocab_size=128,
                  seq_length=32, intermediate_size=128, compute_dtype="float32",
                  layernorm_compute_type="float32", softmax_compute_type="float32",
                  rotary_dtype="float32", param_init_type="float32",
                  use_rope_slice=True, fused_rms_norm=False, use_past=False)
net = LlamaForCausalLM(cfg)
net.set_train(False)
gen_cfg = GenerationConfig(max_new_tokens=8, do_sample=True, top_k=5, top_p=0.9, temperature=0.8,
                           pad_token_id=0, eos_token_id=2)
print(gen_cfg)
out = net.generate([[1, 17, 23, 42, 8]], generation_config=gen_cfg)
print(out)
