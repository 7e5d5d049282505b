"""Port a Hugging Face Llama checkpoint (safetensors) to MindFormers and check held-out loss before serving.

HF names -> MindFormers names are mapped by hand (same table as our conversion notes).
"""
import json
import numpy as np
import mindspore as ms
from safetensors.numpy import load_file
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE)
HF_DIR = "/home/user/project/hf_tiny_llama"
hf = json.load(open(f"{HF_DIR}/config.json"))
print("HF config:", hf)

SEQ = 32
config = LlamaConfig(
    batch_size=8, seq_length=SEQ, vocab_size=hf["vocab_size"], hidden_size=hf["hidden_size"],
    intermediate_size=hf["intermediate_size"], num_layers=hf["num_hidden_layers"],
    num_heads=hf["num_attention_heads"], n_kv_heads=hf["num_key_value_heads"],
    rms_norm_eps=hf["rms_norm_eps"], theta=hf["rope_theta"], pad_token_id=hf["pad_token_id"],
    tie_word_embeddings=hf.get("tie_word_embeddings", False),
    compute_dtype="float32", layernorm_compute_type="float32", softmax_compute_type="float32",
    rotary_dtype="float32", param_init_type="float32", fused_rms_norm=False,
    use_flash_attention=False, use_rope_slice=True,
)
model = LlamaForCausalLM(config)

NAME_MAP = [
    ("embed_tokens.weight", "tok_embeddings.embedding_weight"),
    ("self_attn.q_proj", "attention.wq"), ("self_attn.k_proj", "attention.wk"),
    ("self_attn.v_proj", "attention.wv"), ("self_attn.o_proj", "attention.wo"),
    ("mlp.gate_proj", "feed_forward.w1"), ("mlp.down_proj", "feed_forward.w2"),
    ("mlp.up_proj", "feed_forward.w3"), ("post_attention_layernorm", "ffn_norm"),
    ("input_layernorm", "attention_norm"), ("model.norm.", "model.norm_out."),
]


def hf_to_ms(name):
    for a, b in NAME_MAP:
        name = name.replace(a, b)
    return name


state = load_file(f"{HF_DIR}/model.safetensors")
params = {hf_to_ms(k): ms.Parameter(ms.Tensor(v), name=hf_to_ms(k)) for k, v in state.items()}
print(f"converted {len(params)} tensors from {HF_DIR}/model.safetensors")
not_loaded, unused = ms.load_param_into_net(model, params, strict_load=True)
assert not not_loaded and not unused, (not_loaded, unused)
print("weights loaded")

# held-out check: same counting-sequence task the checkpoint was trained on
rng = np.random.default_rng(123)
start = rng.integers(0, 120, (64, 1))
stride = rng.integers(1, 4, (64, 1))
heldout = (3 + (start + stride * np.arange(SEQ + 1)[None, :]) % 120).astype(np.int32)

model.set_train(True)   # loss is only returned in training mode
losses = [float(model(input_ids=ms.Tensor(heldout[i:i + 8])).asnumpy()) for i in range(0, 64, 8)]
model.set_train(False)
logits, _, _ = model(input_ids=ms.Tensor(heldout[:8, :-1]))
pred = logits.asnumpy().reshape(8, SEQ, -1).argmax(-1)
acc = float((pred[:, :-1] == heldout[:8, 1:SEQ]).mean())
print(f"held-out loss {np.mean(losses):.4f} | ppl {np.exp(np.mean(losses)):.1f} | next-token acc {acc:.3f}")
