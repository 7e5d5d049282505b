# Smoke test of the MindFormers Llama port with generation settings copied from the HF
# generation_config.json (max_length 20 there; shrunk "to keep CPU time down").
import json
import numpy as np
import mindspore as ms
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
gen_cfg = {"bos_token_id": 1, "eos_token_id": 2, "pad_token_id": 0, "max_length": 20, "do_sample": False}
gen_cfg["max_length"] = 6   # CPU is slow
json.dump(gen_cfg, open("generation_config.json", "w"))

cfg = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, seq_length=32, vocab_size=100,
                  intermediate_size=128, compute_dtype="float32", param_init_type="float32",
                  layernorm_compute_type="float32", softmax_compute_type="float32", rotary_dtype="float32",
                  use_past=False, bos_token_id=1, eos_token_id=2, pad_token_id=0)
model = LlamaForCausalLM(cfg)
model.set_train(False)
prompt = np.array([[1, 17, 23, 5, 42, 8, 61, 30, 12]], np.int32)
print("prompt length", prompt.shape[1])
out = model.generate(prompt, max_length=gen_cfg["max_length"], do_sample=gen_cfg["do_sample"])
print(out)
