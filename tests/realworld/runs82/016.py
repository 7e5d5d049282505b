# Port of a Qwen3-style HF checkpoint (config.json has an explicit head_dim) to the MindFormers Llama
# implementation; model_config filled from config.json by our hf_to_mf_config() helper.
import numpy as np
import mindspore as ms
from safetensors.numpy import save_file, load_file

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
from mindformers import LlamaConfig, LlamaForCausalLM

import json
hf_config = {"architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 64, "intermediate_size": 128,
             "num_attention_heads": 4, "num_key_value_heads": 4, "head_dim": 32, "num_hidden_layers": 2,
             "vocab_size": 100, "max_position_embeddings": 256, "rms_norm_eps": 1e-6, "rope_theta": 1000000.0,
             "tie_word_embeddings": False, "torch_dtype": "bfloat16"}
json.dump(hf_config, open("config.json", "w"), indent=2)
H, FF, V, L, NH = 64, 128, 100, 2, 4
HD = hf_config["head_dim"]
rng = np.random.default_rng(0)
hf = {"model.embed_tokens.weight": rng.standard_normal((V, H)), "model.norm.weight": np.ones(H), "lm_head.weight": rng.standard_normal((V, H))}
for i in range(L):
    p = f"model.layers.{i}."
    for n in "qkv":
        hf[p + f"self_attn.{n}_proj.weight"] = rng.standard_normal((NH * HD, H)) * 0.05
    hf[p + "self_attn.o_proj.weight"] = rng.standard_normal((H, NH * HD)) * 0.05
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
    ms_params.append({"name": convert_name(name), "data": ms.Tensor(value)})
ms.save_checkpoint(ms_params, "llama_tiny_ms.ckpt")
print("saved llama_tiny_ms.ckpt")

def hf_to_mf_config(c):
    return dict(num_layers=c["num_hidden_layers"], hidden_size=c["hidden_size"], num_heads=c["num_attention_heads"],
                n_kv_heads=c["num_key_value_heads"], intermediate_size=c["intermediate_size"], vocab_size=c["vocab_size"],
                rms_norm_eps=c["rms_norm_eps"], theta=c["rope_theta"], seq_length=16)

mf = hf_to_mf_config(json.load(open("config.json")))
print("model_config:", mf)
cfg = LlamaConfig(**mf, compute_dtype="float32", param_init_type="float32", layernorm_compute_type="float32",
                  softmax_compute_type="float32", rotary_dtype="float32", use_rope_slice=True, fused_rms_norm=False)
model = LlamaForCausalLM(cfg)
params = ms.load_checkpoint("llama_tiny_ms.ckpt")
not_loaded, unused = ms.load_param_into_net(model, params, strict_load=True)
print("not loaded:", not_loaded, "unused:", unused)

from mindspore import nn
model.set_train(True)
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=2e-3, weight_decay=0.0)
train_step = nn.TrainOneStepCell(model, opt)
seqs = np.stack([(np.arange(17) * k + k) % (V - 3) + 3 for k in range(1, 9)]).astype(np.int32)
for step in range(40):
    batch = seqs[(step % 2) * 4:(step % 2) * 4 + 4]
    loss = train_step(ms.Tensor(batch))
    if step % 5 == 0 or step == 39:
        print(f"step {step:2d} loss {float(loss.asnumpy()):.4f}", flush=True)
print("smoke run finished")
