"""Smoke test before porting a HF Llama pre-training script to MindFormers: tiny LlamaForCausalLM, a few steps on random tokens."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
from mindformers import LlamaConfig, LlamaForCausalLM

# same hyper-parameters as the HF config.json of our 'tiny-llama' baseline
hf_style = dict(vocab_size=256, hidden_size=96, intermediate_size=256, num_hidden_layers=2,
                num_attention_heads=4, num_key_value_heads=4, max_position_embeddings=32, rms_norm_eps=1e-6)
config = LlamaConfig(seq_length=32, batch_size=2, **hf_style)
print(f"model config: vocab={config.vocab_size} hidden={config.hidden_size} seq={config.seq_length}")

model = LlamaForCausalLM(config)
n_params = sum(p.size for p in model.trainable_params())
print(f"trainable parameters: {n_params / 1e6:.2f}M")

opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3)
rng = np.random.default_rng(0)

def forward(ids):
    logits = model(ids)
    logits = logits.reshape(-1, config.vocab_size)
    return ms.ops.cross_entropy(logits[:-1], ids.reshape(-1)[1:])

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for step in range(1, 6):
    ids = Tensor(rng.integers(0, 256, size=(2, 32)).astype(np.int32))
    loss, grads = grad_fn(ids)
    opt(grads)
    print(f"step {step} loss {float(loss.asnumpy()):.4f}")
