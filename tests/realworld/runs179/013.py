"""Convert a small Hugging Face causal LM (safetensors, numpy only) into a MindSpore checkpoint for the
inference service, run a greedy smoke test, and write the HF-side files (config / generation config)
next to the .ckpt so the serving code can read decoding defaults."""
import json, os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
from safetensors.numpy import save_file, load_file
from transformers import AutoConfig, GenerationConfig, LlamaConfig

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")

SRC, DST = "/home/user/project/hf-tiny-lm", "/home/user/project/ms-tiny-lm"
os.makedirs(SRC, exist_ok=True); os.makedirs(DST, exist_ok=True)
LlamaConfig(vocab_size=64, hidden_size=32, intermediate_size=64, num_hidden_layers=1, num_attention_heads=2,
            bos_token_id=1, eos_token_id=2, tie_word_embeddings=False).save_pretrained(SRC)
rng = np.random.default_rng(1)
save_file({"model.embed_tokens.weight": rng.normal(0, 0.5, (64, 32)).astype(np.float32),
           "model.norm.weight": np.ones(32, np.float32),
           "lm_head.weight": rng.normal(0, 0.5, (64, 32)).astype(np.float32)}, f"{SRC}/model.safetensors")

config = AutoConfig.from_pretrained(SRC)
print(f"loaded {config.model_type} config: vocab={config.vocab_size} hidden={config.hidden_size}")


class RMSNorm(nn.Cell):
    def __init__(self, d, eps):
        super().__init__()
        self.weight = ms.Parameter(ops.ones(d, ms.float32), name="weight")
        self.eps = eps

    def construct(self, x):
        return x * ops.rsqrt((x * x).mean(-1, keep_dims=True) + self.eps) * self.weight


class TinyLM(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.embed_tokens = nn.Embedding(c.vocab_size, c.hidden_size)
        self.norm = RMSNorm(c.hidden_size, c.rms_norm_eps)
        self.lm_head = nn.Dense(c.hidden_size, c.vocab_size, has_bias=False)

    def construct(self, ids):
        return self.lm_head(self.norm(self.embed_tokens(ids)))


net = TinyLM(config)
mapping = {"model.embed_tokens.weight": "embed_tokens.embedding_table", "model.norm.weight": "norm.weight",
           "lm_head.weight": "lm_head.weight"}
params = {mapping[k]: ms.Parameter(ms.Tensor(v), name=mapping[k]) for k, v in load_file(f"{SRC}/model.safetensors").items()}
not_loaded, unused = ms.load_param_into_net(net, params, strict_load=True)
print("not loaded:", not_loaded, "unused:", unused)
ms.save_checkpoint(net, f"{DST}/tiny_lm.ckpt")
print("saved", f"{DST}/tiny_lm.ckpt")

# smoke test: greedy decoding
ids = ms.Tensor([[config.bos_token_id, 7, 19]], ms.int32)
for _ in range(5):
    nxt = net(ids)[:, -1].argmax(-1).astype(ms.int32).reshape(1, 1)
    ids = ops.concat([ids, nxt], 1)
print("greedy output ids:", ids.asnumpy().tolist())

# decoding defaults for the service: greedy (deterministic answers), keep the sampling knobs from the model card
gen_cfg = GenerationConfig(max_new_tokens=64, do_sample=False, temperature=0.7, top_p=0.9,
                           bos_token_id=config.bos_token_id, eos_token_id=config.eos_token_id)
config.save_pretrained(DST)
gen_cfg.save_pretrained(DST)
print("export finished:", sorted(os.listdir(DST)))
