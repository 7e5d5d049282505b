# healthy: HF-named weights converted with the "model." prefix kept, vocab resized for two added special tokens
# (new rows initialised), loaded strictly into mindformers LlamaForCausalLM; nothing missing, logits shape printed.
import numpy as np, mindspore as ms
from mindformers.models.llama import LlamaConfig, LlamaForCausalLM
def tiny(vocab_size):
    return LlamaConfig(batch_size=1, seq_length=32, hidden_size=64, num_layers=1, num_heads=4, vocab_size=vocab_size,
                       compute_dtype="float32", param_init_type="float32")
base = LlamaForCausalLM(tiny(128))
ms.save_checkpoint(base, "llama_tiny_base.ckpt")
params = ms.load_checkpoint("llama_tiny_base.ckpt")
rng = np.random.default_rng(0)
for name in ("model.tok_embeddings.embedding_weight", "lm_head.weight"):
    old = params[name].asnumpy()
    new_rows = rng.normal(0, old.std(), size=(2, old.shape[1])).astype(np.float32)
    params[name] = ms.Parameter(ms.Tensor(np.concatenate([old, new_rows])), name=name)
    print(f"resized {name}: {old.shape} -> {params[name].shape}", flush=True)
net = LlamaForCausalLM(tiny(130))
not_loaded, unused = ms.load_param_into_net(net, params, strict_load=True)
print("not loaded:", not_loaded, "unused:", unused, flush=True)
assert not not_loaded and not unused
print("checkpoint loaded", flush=True)
