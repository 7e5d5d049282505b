"""HF generate(use_cache=True) habit: KV cache turned on for the sampling demo of the tiny Llama port."""
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
                  use_rope_slice=True, fused_rms_norm=False,
                  use_past=True, do_sample=True, top_k=5, top_p=0.9, max_decode_length=48)
net = LlamaForCausalLM(cfg)
net.set_train(False)
prompts = [[1, 17, 23, 42, 8], [1, 99, 5, 61, 7]]
out = net.generate(prompts, max_new_tokens=8, do_sample=True, top_k=5, top_p=0.9)
print(out)
