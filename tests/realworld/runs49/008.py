# Quick generation check of the ported model on the CPU dev box (HF: model.generate(input_ids, max_new_tokens=...)).
import numpy as np
import mindspore as ms
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
config = LlamaConfig(batch_size=1, seq_length=32, hidden_size=64, num_layers=2, num_heads=4, vocab_size=128,
                     intermediate_size=128, compute_dtype="float32", param_init_type="float32",
                     layernorm_compute_type="float32", softmax_compute_type="float32", rotary_dtype="float32",
                     fused_rms_norm=False, use_rope_slice=True, do_sample=False)
model = LlamaForCausalLM(config)
model.set_train(False)
prompt_ids = [1, 17, 42, 99, 23, 5, 64, 31]          # tokenizer("...")["input_ids"]
print("prompt:", prompt_ids)
output = model.generate([prompt_ids], max_new_tokens=8, do_sample=False)
print("generated:", output)
