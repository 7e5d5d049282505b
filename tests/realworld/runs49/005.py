# HF Llama weights -> MindFormers names with a hand-written key map, then evaluation of the converted model.
import re
import numpy as np
import mindspore as ms
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
config = LlamaConfig(batch_size=2, seq_length=32, hidden_size=64, num_layers=2, num_heads=4, vocab_size=128,
                     intermediate_size=128, compute_dtype="float32", param_init_type="float32",
                     layernorm_compute_type="float32", softmax_compute_type="float32", rotary_dtype="float32",
                     fused_rms_norm=False, use_rope_slice=True)

# stand-in for the HF state_dict (the fine-tuned reference model), with HF key names
ms.set_seed(1)
reference = LlamaForCausalLM(config)
for p in reference.get_parameters():          # trained weights: norms are not all-ones any more
    if "norm" in p.name:
        p.set_data(ms.Tensor(np.random.default_rng(3).uniform(0.2, 2.0, p.shape).astype(np.float32)))
MF2HF = [(r"^model\.tok_embeddings\.embedding_weight$", "model.embed_tokens.weight"),
         (r"^model\.layers\.(\d+)\.attention\.wq\.weight$", r"model.layers.\1.self_attn.q_proj.weight"),
         (r"^model\.layers\.(\d+)\.attention\.wk\.weight$", r"model.layers.\1.self_attn.k_proj.weight"),
         (r"^model\.layers\.(\d+)\.attention\.wv\.weight$", r"model.layers.\1.self_attn.v_proj.weight"),
         (r"^model\.layers\.(\d+)\.attention\.wo\.weight$", r"model.layers.\1.self_attn.o_proj.weight"),
         (r"^model\.layers\.(\d+)\.feed_forward\.w1\.weight$", r"model.layers.\1.mlp.gate_proj.weight"),
         (r"^model\.layers\.(\d+)\.feed_forward\.w2\.weight$", r"model.layers.\1.mlp.down_proj.weight"),
         (r"^model\.layers\.(\d+)\.feed_forward\.w3\.weight$", r"model.layers.\1.mlp.up_proj.weight"),
         (r"^model\.layers\.(\d+)\.attention_norm\.weight$", r"model.layers.\1.input_layernorm.weight"),
         (r"^model\.layers\.(\d+)\.ffn_norm\.weight$", r"model.layers.\1.post_attention_layernorm.weight"),
         (r"^model\.norm_out\.weight$", "model.norm.weight"),
         (r"^lm_head\.weight$", "lm_head.weight")]
def to_hf(name):
    for pat, rep in MF2HF:
        if re.match(pat, name):
            return re.sub(pat, rep, name)
    return name
hf_state_dict = {to_hf(p.name): p.asnumpy() for p in reference.get_parameters()}

# ---- the converter (HF -> MindFormers) ----
def convert_key(k):
    k = k.replace("model.embed_tokens.weight", "model.tok_embeddings.embedding_weight")
    k = k.replace(".self_attn.q_proj.", ".attention.wq.").replace(".self_attn.k_proj.", ".attention.wk.")
    k = k.replace(".self_attn.v_proj.", ".attention.wv.").replace(".self_attn.o_proj.", ".attention.wo.")
    k = k.replace(".mlp.gate_proj.", ".feed_forward.w1.").replace(".mlp.down_proj.", ".feed_forward.w2.")
    k = k.replace(".mlp.up_proj.", ".feed_forward.w3.")
    k = k.replace(".input_layernorm.", ".attention_norm.").replace(".post_attention_layernorm.", ".ffn_norm.")
    return k
param_dict = {convert_key(k): ms.Parameter(ms.Tensor(v), name=convert_key(k)) for k, v in hf_state_dict.items()}
ms.save_checkpoint([{"name": k, "data": v} for k, v in param_dict.items()], "llama_tiny_converted_005.ckpt")
print(f"converted {len(param_dict)} tensors -> llama_tiny_converted_005.ckpt")

# ---- evaluation script ----
ms.set_seed(2)
model = LlamaForCausalLM(config)
ms.load_param_into_net(model, ms.load_checkpoint("llama_tiny_converted_005.ckpt"))
print("checkpoint loaded")
model.set_train(False)
rng = np.random.default_rng(0)
eval_ids = ms.Tensor(rng.integers(3, 128, size=(2, 32)).astype(np.int32))
ref_logits = reference(eval_ids)
logits = model(eval_ids)
ref_logits = ref_logits[0] if isinstance(ref_logits, tuple) else ref_logits
logits = logits[0] if isinstance(logits, tuple) else logits
print("reference argmax[:8]:", ref_logits.asnumpy().reshape(-1, 128).argmax(-1)[:8])
print("converted argmax[:8]:", logits.asnumpy().reshape(-1, 128).argmax(-1)[:8])
print("max |logit diff| vs reference:", float(np.abs(ref_logits.asnumpy() - logits.asnumpy()).max()))
print("eval done")
