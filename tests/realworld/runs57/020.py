"""Serve a PEFT LoRA adapter with the MindFormers Llama port: base (converted) + adapter_model.safetensors."""
import numpy as np
import mindspore as ms
from safetensors.numpy import save_file, load_file
from mindformers import LlamaConfig, LlamaForCausalLM
from mindformers.pet import get_pet_model, LoraConfig

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

# stand-in for the PEFT output of the torch run (adapter_model.safetensors, r=8, q_proj/v_proj)
r = np.random.default_rng(3)
adapter = {}
for i in range(2):
    p = f"base_model.model.model.layers.{i}.self_attn."
    adapter[p + "q_proj.lora_A.weight"] = r.normal(0, 0.02, (8, 64)).astype(np.float32)
    adapter[p + "q_proj.lora_B.weight"] = r.normal(0, 0.02, (64, 8)).astype(np.float32)
    adapter[p + "v_proj.lora_A.weight"] = r.normal(0, 0.02, (8, 64)).astype(np.float32)
    adapter[p + "v_proj.lora_B.weight"] = r.normal(0, 0.02, (32, 8)).astype(np.float32)
save_file(adapter, "adapter_model.safetensors")

cfg = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, n_kv_heads=2, vocab_size=128,
                  seq_length=32, intermediate_size=128, compute_dtype="float32",
                  layernorm_compute_type="float32", softmax_compute_type="float32",
                  rotary_dtype="float32", param_init_type="float32", use_past=False,
                  use_rope_slice=True, fused_rms_norm=False)
base = LlamaForCausalLM(cfg)
net = get_pet_model(base, LoraConfig(lora_rank=8, lora_alpha=16, target_modules=".*wq|.*wv"))

# base weights: already-converted MindFormers checkpoint (here: the freshly built ones)
state = {p.name: ms.Tensor(p.asnumpy()) for p in base.get_parameters() if "mindpet_delta" not in p.name}

# adapter: same renaming as the base converter (strip the PEFT prefix, q_proj -> attention.wq, ...)
RENAME = {"base_model.model.": "", "self_attn.q_proj": "attention.wq", "self_attn.v_proj": "attention.wv"}
for k, v in load_file("adapter_model.safetensors").items():
    for a, b in RENAME.items():
        k = k.replace(a, b)
    state[k] = ms.Tensor(v)
print(f"{len(state)} tensors, e.g. {sorted(k for k in state if 'lora' in k)[:2]}")
print(base.load_state_dict(state))
