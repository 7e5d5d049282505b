# HF Llama checkpoint -> MindFormers LlamaForCausalLM. The conversion helper comes from our
# earlier Flax->MindSpore port (Flax Dense kernels are stored (in, out)).
import numpy as np
import mindspore as ms
from safetensors.numpy import save_file, load_file

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
from mindformers import LlamaConfig, LlamaForCausalLM

H, FF, V, L, NH = 64, 128, 100, 2, 4
rng = np.random.default_rng(0)
hf = {"model.embed_tokens.weight": rng.standard_normal((V, H)), "model.norm.weight": np.ones(H), "lm_head.weight": rng.standard_normal((V, H))}
for i in range(L):
    p = f"model.layers.{i}."
    for n in "qkvo":
        hf[p + f"self_attn.{n}_proj.weight"] = rng.standard_normal((H, H)) * 0.05
    hf[p + "mlp.gate_proj.weight"] = rng.standard_normal((FF, H)) * 0.05
    hf[p + "mlp.up_proj.weight"] = rng.standard_normal((FF, H)) * 0.05
    hf[p + "mlp.down_proj.weight"] = rng.standard_normal((H, FF)) * 0.05
    hf[p + "input_layernorm.weight"] = np.ones(H)
    hf[p + "post_attention_layernorm.weight"] = np.ones(H)
save_file({k: v.astype(np.float32) for k, v in hf.items()}, "model.safetensors")

# ---- convert_hf_to_mindformers.py ----
LAYER_MAP = {
    "self_attn.q_proj.weight": "attention.wq.weight",
    "self_attn.k_proj.weight": "attention.wk.weight",
    "self_attn.v_proj.weight": "attention.wv.weight",
    "self_attn.o_proj.weight": "attention.wo.weight",
    "mlp.gate_proj.weight": "feed_forward.w1.weight",
    "mlp.down_proj.weight": "feed_forward.w2.weight",
    "mlp.up_proj.weight": "feed_forward.w3.weight",
    "input_layernorm.weight": "attention_norm.weight",
    "post_attention_layernorm.weight": "ffn_norm.weight",
}
TOP_MAP = {"model.embed_tokens.weight": "model.tok_embeddings.embedding_weight",
           "model.norm.weight": "model.norm_out.weight", "lm_head.weight": "lm_head.weight"}

def convert_name(name):
    if name in TOP_MAP:
        return TOP_MAP[name]
    _, _, idx, rest = name.split(".", 3)
    return f"model.layers.{idx}." + LAYER_MAP[rest]

state = load_file("model.safetensors")
print(f"loaded {len(state)} tensors from model.safetensors")
ms_params = []
for name, value in state.items():
    if value.ndim == 2 and "embed" not in name:
        value = value.T          # kernel (in, out) -> Dense weight (out, in)
    ms_params.append({"name": convert_name(name), "data": ms.Tensor(value)})
ms.save_checkpoint(ms_params, "llama_tiny_ms.ckpt")
print("saved llama_tiny_ms.ckpt")

cfg = LlamaConfig(num_layers=L, hidden_size=H, num_heads=NH, intermediate_size=FF, vocab_size=V, seq_length=16,
                  compute_dtype="float32", param_init_type="float32", layernorm_compute_type="float32",
                  softmax_compute_type="float32", rotary_dtype="float32", use_rope_slice=True, fused_rms_norm=False)
model = LlamaForCausalLM(cfg)
params = ms.load_checkpoint("llama_tiny_ms.ckpt")
not_loaded, unused = ms.load_param_into_net(model, params, strict_load=True)
print("not loaded:", not_loaded, "unused:", unused)
