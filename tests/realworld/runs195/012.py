"""Perplexity check of a tiny MindFormers Llama on held-out samples taken from the pretraining
MindRecord (each sample stores seq_length + 1 tokens)."""
import numpy as np
import mindspore as ms
from mindspore import ops
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_seed(0)
config = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, intermediate_size=128, vocab_size=128,
                     seq_length=16, batch_size=2, use_flash_attention=False,
                     compute_dtype="float32", param_init_type="float32", layernorm_compute_type="float32",
                     softmax_compute_type="float32", rotary_dtype="float32")
model = LlamaForCausalLM(config)
model.set_train(False)

rng = np.random.default_rng(1)
samples = rng.integers(1, 128, size=(6, config.seq_length + 1)).astype(np.int32)   # as stored in the MindRecord
nll = []
for i in range(0, len(samples), 2):
    ids = ms.Tensor(samples[i:i + 2])
    logits = model(ids)[0]
    logp = ops.log_softmax(logits[:, :-1].astype(ms.float32), -1)
    tgt = ids[:, 1:]
    nll.append(float(-ops.gather_elements(logp, 2, tgt[..., None]).mean().asnumpy()))
    print(f"batch {i // 2}: nll {nll[-1]:.4f}")
print(f"perplexity: {np.exp(np.mean(nll)):.2f}")
