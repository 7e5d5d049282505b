"""Smoke-test pretraining of a tiny MindFormers Llama on random token data (CPU), a few optimizer steps."""
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_seed(0)
SEQ = 16
config = LlamaConfig(num_layers=2, hidden_size=64, num_heads=4, intermediate_size=128, vocab_size=128,
                     seq_length=SEQ, batch_size=4, use_flash_attention=False,
                     compute_dtype="float32", param_init_type="float32", layernorm_compute_type="float32",
                     softmax_compute_type="float32", rotary_dtype="float32")
model = LlamaForCausalLM(config)
model.set_train(True)
print(f"params: {sum(p.size for p in model.trainable_params())}")

rng = np.random.default_rng(0)
# pretraining samples hold seq_length + 1 tokens (inputs and shifted labels)
base = rng.integers(0, 128, size=(8, SEQ + 1)).astype(np.int32)
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3)

def forward_fn(input_ids):
    return model(input_ids)

grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)
for step in range(8):
    batch = ms.Tensor(base[(step % 2) * 4:(step % 2) * 4 + 4])
    loss, grads = grad_fn(batch)
    opt(grads)
    print(f"{{'step': {step + 1}, 'loss': {loss.asnumpy():.4f}, 'lr': 0.001}}")
