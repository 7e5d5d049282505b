"""HF habit model.load_state_dict(load_file('model.safetensors')) on the MindFormers Llama port."""
from safetensors.numpy import load_file
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)

def make_hf_checkpoint(path, seed=1):
    """Stand-in for the HF model.safetensors of the tiny Llama (HF names, torch Linear (out, in) layout)."""
    from safetensors.numpy import save_file
    r = np.random.default_rng(seed)
    sd = {"model.embed_tokens.weight": r.normal(0, 0.02, (128, 64)).astype(np.float32),
          "model.norm.weight": np.ones(64, np.float32),
          "lm_head.weight": r.normal(0, 0.02, (128, 64)).astype(np.float32)}
    for i in range(2):
        p = f"model.layers.{i}."
        sd[p + "self_attn.q_proj.weight"] = r.normal(0, 0.02, (64, 64)).astype(np.float32)
        sd[p + "self_attn.k_proj.weight"] = r.normal(0, 0.02, (32, 64)).astype(np.float32)
        sd[p + "self_attn.v_proj.weight"] = r.normal(0, 0.02, (32, 64)).astype(np.float32)
        sd[p + "self_attn.o_proj.weight"] = r.normal(0, 0.02, (64, 64)).astype(np.float32)
        sd[p + "mlp.gate_proj.weight"] = r.normal(0, 0.02, (128, 64)).astype(np.float32)
        sd[p + "mlp.up_proj.weight"] = r.normal(0, 0.02, (128, 64)).astype(np.float32)
        sd[p + "mlp.down_proj.weight"] = r.normal(0, 0.02, (64, 128)).astype(np.float32)
        sd[p + "input_layernorm.weight"] = np.ones(64, np.float32)
        sd[p + "post_attention_layernorm.weight"] = np.ones(64, np.float32)
    save_file(sd, path)

make_hf_checkpoint("hf_tiny.safetensors")
cfg = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, n_kv_heads=2, vocab_size=128,
                  seq_length=32, intermediate_size=128, compute_dtype="float32",
                  layernorm_compute_type="float32", softmax_compute_type="float32",
                  rotary_dtype="float32", param_init_type="float32",
                  use_rope_slice=True, fused_rms_norm=False, use_past=False)
net = LlamaForCausalLM(cfg)
state_dict = {k: ms.Tensor(v) for k, v in load_file("hf_tiny.safetensors").items()}
print("loading", len(state_dict), "tensors")
result = net.load_state_dict(state_dict)
print(result)
net.set_train(False)
