# Bring our distilled HF Llama (2 layers, GQA) into MindFormers: build LlamaConfig from config.json,
# convert the HF state dict names to MindFormers names, load into LlamaForCausalLM
import json, os
import numpy as np
import mindspore as ms
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE)
hf_cfg = {"architectures": ["LlamaForCausalLM"], "hidden_size": 64, "intermediate_size": 176,
          "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2,
          "vocab_size": 256, "max_position_embeddings": 64, "rms_norm_eps": 1e-6, "rope_theta": 10000.0}
print("config.json:", json.dumps(hf_cfg))

# --- fake the HF checkpoint of the distilled model (what convert_weight.py produced) ---
rng = np.random.default_rng(0)
H, I, V, NH, KV = 64, 176, 256, 4, 2
hd = H // NH
hf_sd = {"model.embed_tokens.weight": (V, H), "model.norm.weight": (H,), "lm_head.weight": (V, H)}
for l in range(2):
    p = f"model.layers.{l}."
    hf_sd.update({p + "self_attn.q_proj.weight": (NH * hd, H), p + "self_attn.k_proj.weight": (KV * hd, H),
                  p + "self_attn.v_proj.weight": (KV * hd, H), p + "self_attn.o_proj.weight": (H, NH * hd),
                  p + "mlp.gate_proj.weight": (I, H), p + "mlp.up_proj.weight": (I, H), p + "mlp.down_proj.weight": (H, I),
                  p + "input_layernorm.weight": (H,), p + "post_attention_layernorm.weight": (H,)})
rename = [("model.embed_tokens.weight", "model.tok_embeddings.embedding_weight"), ("model.norm.weight", "model.norm_out.weight"),
          ("self_attn.q_proj", "attention.wq"), ("self_attn.k_proj", "attention.wk"), ("self_attn.v_proj", "attention.wv"),
          ("self_attn.o_proj", "attention.wo"), ("mlp.gate_proj", "feed_forward.w1"), ("mlp.down_proj", "feed_forward.w2"),
          ("mlp.up_proj", "feed_forward.w3"), ("input_layernorm", "attention_norm"), ("post_attention_layernorm", "ffn_norm")]
ckpt = []
for k, shape in hf_sd.items():
    nk = k
    for a, b in rename:
        nk = nk.replace(a, b)
    ckpt.append({"name": nk, "data": ms.Tensor(rng.normal(0, 0.02, size=shape).astype(np.float32))})
os.makedirs("/home/user/project/tiny_llama_ms", exist_ok=True)
ms.save_checkpoint(ckpt, "/home/user/project/tiny_llama_ms/tiny_llama.ckpt")
print(f"converted {len(ckpt)} tensors")

cfg = LlamaConfig(**{k: v for k, v in hf_cfg.items() if k != "architectures"}, seq_length=32, batch_size=1,
                  compute_dtype="float32", param_init_type="float32", use_flash_attention=False)
model = LlamaForCausalLM(cfg)
print(f"built LlamaForCausalLM, {sum(int(np.prod(p.shape)) for p in model.get_parameters())} parameters")
params = ms.load_checkpoint("/home/user/project/tiny_llama_ms/tiny_llama.ckpt")
not_loaded, _ = ms.load_param_into_net(model, params)
print("not loaded:", len(not_loaded))
ids = ms.Tensor(np.array([[1, 17, 42, 99, 5]], np.int32))
print(model.generate(ids, max_new_tokens=8, do_sample=False))
