# HF safetensors -> MindSpore converter for a small decoder LM. The converter maps every name of the
# MindSpore model to an HF key and reads it from the shard; the HF model was trained with
# tie_word_embeddings=True, so its safetensors file has no "lm_head.weight" entry.
import numpy as np
from safetensors.numpy import save_file, load_file
import mindspore as ms

rng = np.random.default_rng(0)
vocab, d = 512, 64
hf = {"model.embed_tokens.weight": rng.standard_normal((vocab, d)).astype(np.float32),
      "model.norm.weight": np.ones(d, np.float32)}
for i in range(2):
    for proj in ("q_proj", "k_proj", "v_proj", "o_proj"):
        hf[f"model.layers.{i}.self_attn.{proj}.weight"] = rng.standard_normal((d, d)).astype(np.float32)
    hf[f"model.layers.{i}.input_layernorm.weight"] = np.ones(d, np.float32)
save_file(hf, "model.safetensors")              # HF save_pretrained drops the tied lm_head

NAME_MAP = {"model.tok_embeddings.embedding_weight": "model.embed_tokens.weight",
            "model.norm_out.weight": "model.norm.weight",
            "lm_head.weight": "lm_head.weight"}
for i in range(2):
    for ms_p, hf_p in (("wq", "q_proj"), ("wk", "k_proj"), ("wv", "v_proj"), ("wo", "o_proj")):
        NAME_MAP[f"model.layers.{i}.attention.{ms_p}.weight"] = f"model.layers.{i}.self_attn.{hf_p}.weight"
    NAME_MAP[f"model.layers.{i}.attention_norm.weight"] = f"model.layers.{i}.input_layernorm.weight"

state = load_file("model.safetensors")
print(f"loaded {len(state)} tensors from model.safetensors")
ckpt = []
for ms_name, hf_name in NAME_MAP.items():
    ckpt.append({"name": ms_name, "data": ms.Tensor(state[hf_name])})
ms.save_checkpoint(ckpt, "llama_tiny_ms.ckpt")
print("saved llama_tiny_ms.ckpt")
