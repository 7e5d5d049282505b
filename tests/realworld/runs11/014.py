# HF -> mindformers weight converter renames the projections (q_proj -> attention.wq ...) but drops the leading
# "model." as well (HF LlamaForCausalLM keeps its backbone under "model."); the resume code checks what was not loaded.
import numpy as np, mindspore as ms
from mindformers.models.llama import LlamaConfig, LlamaForCausalLM
config = LlamaConfig(batch_size=1, seq_length=32, hidden_size=64, num_layers=1, num_heads=4, vocab_size=128,
                     compute_dtype="float32", param_init_type="float32")
net = LlamaForCausalLM(config)
hf_names = {"model.embed_tokens.weight": "tok_embeddings.embedding_weight", "model.norm.weight": "norm_out.weight",
            "model.layers.0.input_layernorm.weight": "layers.0.attention_norm.weight",
            "model.layers.0.post_attention_layernorm.weight": "layers.0.ffn_norm.weight",
            "model.layers.0.self_attn.q_proj.weight": "layers.0.attention.wq.weight",
            "model.layers.0.self_attn.k_proj.weight": "layers.0.attention.wk.weight",
            "model.layers.0.self_attn.v_proj.weight": "layers.0.attention.wv.weight",
            "model.layers.0.self_attn.o_proj.weight": "layers.0.attention.wo.weight",
            "model.layers.0.mlp.gate_proj.weight": "layers.0.feed_forward.w1.weight",
            "model.layers.0.mlp.down_proj.weight": "layers.0.feed_forward.w2.weight",
            "model.layers.0.mlp.up_proj.weight": "layers.0.feed_forward.w3.weight", "lm_head.weight": "lm_head.weight"}
shapes = {p.name: p.shape for p in net.get_parameters()}
converted = {}
for hf_name, ms_name in hf_names.items():
    shape = shapes.get("model." + ms_name, shapes.get(ms_name))
    converted[ms_name] = ms.Parameter(ms.Tensor(np.zeros(shape, np.float32)), name=ms_name)
ms.save_checkpoint([{"name": k, "data": v} for k, v in converted.items()], "llama_tiny_converted.ckpt")
print("converted", len(converted), "tensors", flush=True)
param_dict = ms.load_checkpoint("llama_tiny_converted.ckpt")
not_loaded, unused = ms.load_param_into_net(net, param_dict)
if not_loaded:
    raise RuntimeError(f"{len(not_loaded)} network parameters were not loaded from llama_tiny_converted.ckpt")
print("checkpoint loaded", flush=True)
