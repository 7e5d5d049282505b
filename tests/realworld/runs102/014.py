"""Load a small Llama checkpoint downloaded from the Hugging Face Hub (config.json +
model.safetensors, written by transformers' save_pretrained) with MindFormers for a quick
generation smoke test, the same way we call LlamaForCausalLM.from_pretrained in transformers."""
import json
import os
import numpy as np
from safetensors.numpy import save_file

# --- what `huggingface-cli download` left in ./tiny-llama-hf ---
repo = "tiny-llama-hf"
os.makedirs(repo, exist_ok=True)
hf_cfg = {"architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 64,
          "intermediate_size": 176, "num_hidden_layers": 2, "num_attention_heads": 4,
          "num_key_value_heads": 4, "vocab_size": 256, "max_position_embeddings": 128,
          "rms_norm_eps": 1e-6, "torch_dtype": "float32", "tie_word_embeddings": False}
json.dump(hf_cfg, open(f"{repo}/config.json", "w"), indent=2)
rng = np.random.default_rng(14)
tensors = {"model.embed_tokens.weight": rng.standard_normal((256, 64), dtype=np.float32) * 0.02,
           "model.norm.weight": np.ones(64, np.float32),
           "lm_head.weight": rng.standard_normal((256, 64), dtype=np.float32) * 0.02}
for i in range(2):
    p = f"model.layers.{i}."
    for proj, shp in [("self_attn.q_proj", (64, 64)), ("self_attn.k_proj", (64, 64)), ("self_attn.v_proj", (64, 64)),
                      ("self_attn.o_proj", (64, 64)), ("mlp.gate_proj", (176, 64)), ("mlp.up_proj", (176, 64)),
                      ("mlp.down_proj", (64, 176))]:
        tensors[p + proj + ".weight"] = rng.standard_normal(shp, dtype=np.float32) * 0.02
    tensors[p + "input_layernorm.weight"] = np.ones(64, np.float32)
    tensors[p + "post_attention_layernorm.weight"] = np.ones(64, np.float32)
save_file(tensors, f"{repo}/model.safetensors", metadata={"format": "pt"})
print("files:", sorted(os.listdir(repo)))

# --- the MindFormers side ---
import mindspore as ms
from mindformers import LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE)
model = LlamaForCausalLM.from_pretrained(repo)
ids = ms.Tensor(np.array([[1, 17, 42, 99]], np.int32))
print(model.generate(ids, max_new_tokens=8))
