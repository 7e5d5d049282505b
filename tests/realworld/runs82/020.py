# Eval harness for the MindFormers Llama port. Decoding settings come from the serving config
# used with the OpenAI-compatible endpoint, where temperature 0 means "deterministic".
import json
import numpy as np
import mindspore as ms

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
from mindformers import LlamaConfig, LlamaForCausalLM

serving = {"temperature": 0.0, "top_p": 1.0, "max_tokens": 8, "do_sample": True}
json.dump(serving, open("serving_decode.json", "w"))
decode = json.load(open("serving_decode.json"))
print("decode settings:", decode)

cfg = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, intermediate_size=128, vocab_size=100, seq_length=32,
                  bos_token_id=1, eos_token_id=2, pad_token_id=0,
                  compute_dtype="float32", param_init_type="float32", layernorm_compute_type="float32",
                  softmax_compute_type="float32", rotary_dtype="float32", use_rope_slice=True, fused_rms_norm=False)
model = LlamaForCausalLM(cfg)
model.set_train(False)
prompts = np.array([[1, 17, 23, 45, 42, 8]], np.int32)
out = model.generate(prompts, max_new_tokens=decode["max_tokens"], do_sample=decode["do_sample"],
                     temperature=decode["temperature"], top_p=decode["top_p"])
print("generated:", out)
