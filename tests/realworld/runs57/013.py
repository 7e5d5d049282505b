"""HF -> MindFormers Llama converter (gate->w1, down->w2, up->w3 as in the Meta layout), then a short fine-tune."""
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
hf = load_file("hf_tiny.safetensors")
SUB = {"self_attn.q_proj": "attention.wq", "self_attn.k_proj": "attention.wk",
       "self_attn.v_proj": "attention.wv", "self_attn.o_proj": "attention.wo",
       "mlp.gate_proj": "feed_forward.w1", "mlp.down_proj": "feed_forward.w2",
       "mlp.up_proj": "feed_forward.w3", "input_layernorm": "attention_norm",
       "post_attention_layernorm": "ffn_norm",
       "embed_tokens.weight": "tok_embeddings.embedding_weight", "model.norm.weight": "model.norm_out.weight"}

def convert(name):
    for a, b in SUB.items():
        name = name.replace(a, b)
    return name

params = {}
for k, v in hf.items():
    new = convert(k)
    params[new] = ms.Parameter(ms.Tensor(v.astype(np.float32)), name=new)
    print(f"{k:45s} -> {new:45s} {tuple(v.shape)}")

cfg = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, n_kv_heads=2, vocab_size=128,
                  seq_length=32, intermediate_size=128, compute_dtype="float32",
                  layernorm_compute_type="float32", softmax_compute_type="float32",
                  rotary_dtype="float32", param_init_type="float32",
                  use_rope_slice=True, fused_rms_norm=False, use_past=False)
net = LlamaForCausalLM(cfg)
not_loaded, unused = ms.load_param_into_net(net, params, strict_load=True)
print("not loaded:", not_loaded, "unused:", unused)

corpus = np.array([[(s + (1 + s % 3) * i) % 120 + 4 for i in range(33)] for s in range(16)], np.int32)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3, weight_decay=0.0)
step_cell = nn.TrainOneStepCell(net, opt)
step_cell.set_train(True)
rng = np.random.default_rng(0)
for step in range(30):
    loss = step_cell(ms.Tensor(corpus[rng.choice(16, 4, replace=False)]))
    if step % 5 == 0 or step == 29:
        print(f"step {step} loss {float(loss.asnumpy().mean()):.4f}", flush=True)
print("fine-tune finished")
