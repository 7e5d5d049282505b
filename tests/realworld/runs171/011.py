"""Convert our Llama-3-style HF checkpoint with MindFormers' own converter, then load it into a
MindFormers LlamaForCausalLM and run a quick greedy-decoding sanity check (CPU box, MindSpore only)."""
import json
import os
import numpy as np
import mindspore as ms
from mindformers import LlamaConfig, LlamaForCausalLM
from mindformers.models.llama.convert_weight import convert_pt_to_ms

HF_DIR = "/home/user/project/hf_tiny_llama3"
OUT = "./output_011/llama3_tiny.ckpt"
os.makedirs(os.path.dirname(OUT), exist_ok=True)

hf = json.load(open(os.path.join(HF_DIR, "config.json")))
print(f"converting {HF_DIR} ({hf['architectures'][0]}, {hf['num_hidden_layers']} layers, vocab {hf['vocab_size']})")
convert_pt_to_ms(input_path=HF_DIR, output_path=OUT, dtype=ms.float32)

config = LlamaConfig(batch_size=1, seq_length=32, vocab_size=hf["vocab_size"], hidden_size=hf["hidden_size"],
                     intermediate_size=hf["intermediate_size"], num_layers=hf["num_hidden_layers"],
                     num_heads=hf["num_attention_heads"], n_kv_heads=hf["num_key_value_heads"],
                     rms_norm_eps=hf["rms_norm_eps"], theta=hf["rope_theta"],
                     compute_dtype="float32", layernorm_compute_type="float32", softmax_compute_type="float32",
                     rotary_dtype="float32", param_init_type="float32", fused_rms_norm=False,
                     use_flash_attention=False, use_rope_slice=True)
model = LlamaForCausalLM(config)
not_loaded, unused = ms.load_param_into_net(model, ms.load_checkpoint(OUT), strict_load=True)
print("not loaded:", not_loaded, "unused:", unused)

model.set_train(False)
ids = [3, 5, 7, 9, 11]
for _ in range(8):
    x = np.zeros((1, 32), np.int32)
    x[0, :len(ids)] = ids
    logits, _, _ = model(input_ids=ms.Tensor(x))
    ids.append(int(logits.asnumpy().reshape(32, -1)[len(ids) - 1].argmax()))
print("greedy continuation:", ids)
