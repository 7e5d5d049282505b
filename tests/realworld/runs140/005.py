"""Smoke test before launching a MindFormers pretraining job: build a tiny Llama from LlamaConfig and run
a few optimizer steps on random token ids on the laptop (CPU)."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(1234)

SEQ = 32
config = LlamaConfig(
    batch_size=2,
    seq_length=SEQ,
    hidden_size=64,
    num_layers=2,
    num_heads=4,
    n_kv_heads=2,
    vocab_size=256,
    intermediate_size=128,
    compute_dtype="float32",
    layernorm_compute_type="float32",
    softmax_compute_type="float32",
    rotary_dtype="float32",
    param_init_type="float32",
)
print(config)
model = LlamaForCausalLM(config)
model.set_train(True)
n_params = sum(p.size for p in model.trainable_params())
print(f"tiny llama: {n_params / 1e3:.1f}K trainable parameters")

optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3, weight_decay=0.1)
grad_fn = ms.value_and_grad(lambda ids: model(input_ids=ids), None, optimizer.parameters)

rng = np.random.default_rng(0)
for step in range(5):
    ids = ms.Tensor(rng.integers(0, config.vocab_size, size=(2, SEQ + 1)), ms.int32)
    loss, grads = grad_fn(ids)
    optimizer(grads)
    print(f"step {step} loss {float(loss.asnumpy()):.4f}")
